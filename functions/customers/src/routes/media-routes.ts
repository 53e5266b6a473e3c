import { apiErrorText, MAX_ROWS, mediaObjectTypes, type ServerTextKey, translate } from '@ezc/domain';
import {
  type AppEnv,
  actorOf,
  contextApp,
  defineRoute,
  formBody,
  jsonBody,
  jsonResponse,
  platform,
  problemSchema,
  signedIn,
} from '@ezc/platform';
import { formBoundary, readUploadForm } from '@ezc/platform/blobs/upload-form';
import type { Context } from 'hono';
import * as z from 'zod';
import { CUSTOMER_READERS } from '../customers/customer-access';
import { mediaSchema } from '../media/media';
import { badForm, isMediaRefusal, type MediaRefusal, tooLarge } from '../media/refusals';
import { uploadFieldsSchema } from '../media/upload-target';
import { customersPorts } from '../ports';
import { confirmMediaUpload } from '../use-cases/confirm-media-upload';
import { deleteMedia } from '../use-cases/delete-media';
import { getDocumentChecklist } from '../use-cases/document-checklist';
import { customerDocumentCalls, getCustomerDocument } from '../use-cases/get-customer-document';
import { listMedia } from '../use-cases/list-media';
import { mediaDownloadUrl } from '../use-cases/media-download-url';
import { requestMediaUpload, uploadRequestSchema } from '../use-cases/request-media-upload';
import { admitUpload, type UploadAdmission, uploadMedia } from '../use-cases/upload-media';

const ports = () => customersPorts(platform());
const mediaTags = ['Common service'];
const documentTags = ['Customer (CRM) service'];
/** Customers for their own documents, any staff member for their own account's; the use cases check the object. */
const mediaCallers = signedIn({ kinds: ['customer', 'staff'] });
/** A customer's documents: the borrower, and the staff who read customer records. */
const documentReaders = signedIn({ kinds: ['customer', 'staff'], roles: ['Borrower', ...CUSTOMER_READERS] });

const mediaView = mediaSchema
  .omit({ StorageKey: true, UploadedBy: true })
  .meta({ id: 'Media', description: 'A stored document (spec §3 Media)' });
const mediaAnswer = z.object({ Data: mediaView });
const uploadProblem = problemSchema
  .extend({
    title: z
      .string()
      .optional()
      .meta({ description: "A refused file's notification title, e.g. 'Upload Document Failed'" }),
  })
  .meta({ id: 'UploadProblem', description: 'A refused file: the text and title to show (spec §5, §8)' });
const uploadRefusals = {
  400: jsonResponse(uploadProblem, 'The file or its fields were refused (type, extension, title, owner)'),
  403: jsonResponse(uploadProblem, 'Only the owner of the documents uploads them'),
  413: jsonResponse(uploadProblem, 'The file is over the document’s limit'),
  422: jsonResponse(uploadProblem, 'The document already has as many files as it keeps'),
} as const;
const customerIdBody = jsonBody(
  z.object({ CustomerId: z.string().trim().min(1).max(100).optional() }),
  "Staff name the customer; a borrower's own record is used for them",
);

const listRoute = defineRoute({
  method: 'get',
  path: '/medias',
  summary: "The documents kept under an object (a customer's own record when none is named)",
  tags: mediaTags,
  access: mediaCallers,
  request: {
    query: z.object({
      // spec §9: media listings ask for "every row" (999999 or the largest integer).
      rows: z.coerce
        .number()
        .int()
        .min(1)
        .max(Number.MAX_SAFE_INTEGER)
        .default(MAX_ROWS)
        .transform((r) => Math.min(r, MAX_ROWS)),
      page: z.coerce.number().int().min(1).default(1),
      ObjectType: z.enum(mediaObjectTypes).optional(),
      ObjectId: z.string().trim().min(1).max(100).optional(),
      Title: z.string().trim().max(100).optional(),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.array(mediaView), Count: z.number() }), 'The documents'),
  },
});

const internalRoute = defineRoute({
  method: 'post',
  path: '/medias/internal',
  summary:
    'Upload a document as multipart/form-data (ObjectId, ObjectType, Type, FileName, FileExtension, Title, Description, then FileStream)',
  description:
    "The fields come first and the file last, as `FileStream`. The file is checked by its extension and its content against the Title's rule and streamed, never held beyond its limit. Videos are uploaded with `/medias/upload-url`.",
  tags: mediaTags,
  access: mediaCallers,
  request: {
    form: formBody(
      uploadFieldsSchema,
      {
        name: 'FileStream',
        description:
          "The file, last: a JPG, JPEG or PNG image, or a PDF where the Title's document takes one, within its limit (5 MB; 2 MB for a signature)",
        mediaTypes: ['image/jpeg', 'image/png', 'application/pdf'],
      },
      'The fields first, then the file',
    ),
  },
  responses: { 201: jsonResponse(mediaAnswer, 'The stored document'), ...uploadRefusals },
});

const uploadUrlRoute = defineRoute({
  method: 'post',
  path: '/medias/upload-url',
  summary: 'A form to post a file straight to the document store, then confirm with /medias/confirm-upload',
  tags: mediaTags,
  access: mediaCallers,
  request: { body: jsonBody(uploadRequestSchema) },
  responses: {
    200: jsonResponse(
      z.object({
        Data: z.object({
          UploadId: z.string(),
          url: z.string(),
          method: z.literal('POST'),
          fields: z.record(z.string(), z.string()),
        }),
      }),
      'POST the fields, then the file as `file`, to `url`',
    ),
    ...uploadRefusals,
  },
});

const confirmRoute = defineRoute({
  method: 'post',
  path: '/medias/confirm-upload',
  summary: 'Check a file posted with an upload form and register it (a refused file is deleted)',
  tags: mediaTags,
  access: mediaCallers,
  request: { body: jsonBody(z.object({ UploadId: z.string().trim().min(1).max(100) })) },
  responses: { 201: jsonResponse(mediaAnswer, 'The stored document'), ...uploadRefusals },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/medias/{MediaId}',
  summary: "Delete a document (its owner, or an Admin for a customer's)",
  tags: mediaTags,
  access: mediaCallers,
  request: { params: z.object({ MediaId: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse(z.object({ Data: z.object({ MediaId: z.string() }) }), 'Deleted') },
});

const downloadRoute = defineRoute({
  method: 'post',
  path: '/medias/download-url',
  summary: 'A signed link to download a document, valid for a minute',
  tags: mediaTags,
  access: mediaCallers,
  request: { body: jsonBody(z.object({ MediaId: z.string().trim().min(1).max(100) })) },
  responses: {
    200: jsonResponse(z.object({ Data: z.object({ URL: z.string(), ExpiresAt: z.string() }) }), 'The link'),
  },
});

const documentWithUrl = z.object({ Data: mediaView.extend({ URL: z.string() }) });
const documentRoute = (call: keyof typeof customerDocumentCalls) =>
  defineRoute({
    method: 'post',
    path: `/customer-documents/${call}`,
    summary: `The latest ${customerDocumentCalls[call]} of a customer, with a signed link ('No file found' when none)`,
    tags: documentTags,
    access: documentReaders,
    request: { body: customerIdBody },
    responses: { 200: jsonResponse(documentWithUrl, 'The document') },
  });

const checklistRoute = defineRoute({
  method: 'post',
  path: '/customer-documents/checklist',
  summary: "The documents a customer's account type needs, with what is still missing",
  tags: documentTags,
  access: documentReaders,
  request: { body: customerIdBody },
  responses: {
    200: jsonResponse(
      z.object({
        Data: z.object({
          AccountType: z.enum(['individual', 'corporate']),
          Items: z.array(z.object({ Title: z.string(), Required: z.boolean(), Uploaded: z.boolean() })),
          Missing: z.array(z.string()),
        }),
      }),
      'The checklist',
    ),
  },
});

const typeTexts: Record<MediaRefusal['fileKind'], ServerTextKey> = {
  image: 'mediaApi.onlyImage',
  imageOrPdf: 'mediaApi.onlyImageOrPdf',
  video: 'mediaApi.onlyVideo',
};

/** A refused file in the caller's language: the text and the notification title to show. */
function refusalBody(c: Context<AppEnv>, e: MediaRefusal) {
  const lang = c.get('lang') ?? 'en';
  const params = Object.fromEntries(
    Object.entries(e.details ?? {}).filter((p): p is [string, string | number] =>
      ['string', 'number'].includes(typeof p[1]),
    ),
  );
  const message =
    e.code === 'MEDIA.TYPE_NOT_ALLOWED'
      ? translate(lang, typeTexts[e.fileKind])
      : lang === 'en'
        ? e.message
        : (apiErrorText(lang, e.code, params) ?? e.message);
  const title = translate(
    lang,
    e.fileKind === 'video' ? 'mediaApi.uploadVideoFailed' : 'mediaApi.uploadDocumentFailed',
  );
  return { message, code: e.code, title };
}

/** Runs an upload call, answering a refused file with its title and text. */
async function answeringRefusals<T>(c: Context<AppEnv>, work: () => Promise<T>) {
  try {
    return await work();
  } catch (e) {
    if (!isMediaRefusal(e)) throw e;
    const body = refusalBody(c, e);
    switch (e.status) {
      case 403:
        return c.json(body, 403);
      case 413:
        return c.json(body, 413);
      case 422:
        return c.json(body, 422);
      default:
        return c.json(body, 400);
    }
  }
}

export const mediaRoutes = contextApp()
  .openapi(listRoute, async (c) => {
    const { rows, page, ...query } = c.req.valid('query');
    const answer = await listMedia(ports(), {
      principal: c.get('principal')!,
      query,
      paging: { Rows: rows, Page: page },
    });
    return c.json(answer, 200);
  })
  .openapi(internalRoute, (c) =>
    answeringRefusals(c, async () => {
      const boundary = formBoundary(c.req.header('content-type'));
      if (!boundary) throw badForm();
      const outcome = await readUploadForm<UploadAdmission, Error>(
        c.req.raw.body,
        boundary,
        admitUpload,
        'FileStream',
      );
      switch (outcome.kind) {
        case 'malformed':
          throw badForm();
        case 'refused':
          throw outcome.refusal;
        case 'too-large':
          throw tooLarge(outcome.admitted.rule, true);
      }
      const media = await uploadMedia(
        ports(),
        { principal: c.get('principal')!, fields: outcome.admitted.fields, file: outcome.file },
        actorOf(c),
      );
      return c.json({ Data: media }, 201);
    }),
  )
  .openapi(uploadUrlRoute, (c) =>
    answeringRefusals(c, async () => {
      const ticket = await requestMediaUpload(ports(), {
        principal: c.get('principal')!,
        request: c.req.valid('json'),
      });
      return c.json({ Data: ticket }, 200);
    }),
  )
  .openapi(confirmRoute, (c) =>
    answeringRefusals(c, async () => {
      const media = await confirmMediaUpload(
        ports(),
        { principal: c.get('principal')!, uploadId: c.req.valid('json').UploadId },
        actorOf(c),
      );
      return c.json({ Data: media }, 201);
    }),
  )
  .openapi(deleteRoute, async (c) => {
    const deleted = await deleteMedia(
      ports(),
      { principal: c.get('principal')!, mediaId: c.req.valid('param').MediaId },
      actorOf(c),
    );
    return c.json({ Data: deleted }, 200);
  })
  .openapi(downloadRoute, async (c) => {
    const link = await mediaDownloadUrl(
      ports(),
      { principal: c.get('principal')!, mediaId: c.req.valid('json').MediaId },
      actorOf(c),
    );
    return c.json({ Data: link }, 200);
  })
  .openapi(checklistRoute, async (c) => {
    const checklist = await getDocumentChecklist(ports(), {
      principal: c.get('principal')!,
      customerId: c.req.valid('json').CustomerId,
    });
    return c.json({ Data: checklist }, 200);
  });

for (const call of Object.keys(customerDocumentCalls) as (keyof typeof customerDocumentCalls)[]) {
  mediaRoutes.openapi(documentRoute(call), async (c) => {
    const document = await getCustomerDocument(
      ports(),
      {
        principal: c.get('principal')!,
        customerId: c.req.valid('json').CustomerId,
        title: customerDocumentCalls[call],
      },
      actorOf(c),
    );
    return c.json({ Data: document }, 200);
  });
}
