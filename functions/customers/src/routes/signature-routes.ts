import { SIGNATURE_DELETED, SIGNATURE_SAVED } from '@ezc/domain';
import {
  actorOf,
  contextApp,
  defineRoute,
  type FileResponse,
  jsonBody,
  jsonResponse,
  platform,
  signedIn,
} from '@ezc/platform';
import { attachmentDisposition } from '@ezc/platform/blobs/content-disposition';
import * as z from 'zod';
import { customersPorts } from '../ports';
import { deleteUserSignature } from '../use-cases/delete-user-signature';
import { downloadUserSignature } from '../use-cases/download-user-signature';
import { getUserSignature } from '../use-cases/get-user-signature';
import { saveUserSignature } from '../use-cases/save-user-signature';

const tags = ['Signatures'];
const ports = () => customersPorts(platform());

/**
 * Whoever signs keeps a signature: the privilege 'Signature - Retrieve' (Borrower by default, and
 * staff who sign), or the Company Signer and Attorney roles (spec §2: the profile's audience).
 */
const signers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Company Signer', 'Attorney'],
  privileges: ['Signature - Retrieve'],
});

const signatureAnswer = z
  .object({
    SignatureMediaId: z.string(),
    Title: z.string(),
    FileName: z.string(),
    FileExtension: z.string(),
    ContentType: z.string(),
    Size: z.number(),
    IsEncryptedYN: z.enum(['Y', 'N']),
    ObjectType: z.string(),
    ObjectId: z.string(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
    URL: z.string().meta({ description: 'A link to the image, valid for 5 minutes' }),
  })
  .meta({ id: 'Signature', description: "The signed-in person's saved signature" });
const savedAnswer = z.object({ Data: signatureAnswer, message: z.literal(SIGNATURE_SAVED) });

const signatureFile = z
  .string()
  .min(1)
  // Bounds the work; the image's own limit (2 MB) is checked on the decoded bytes, with its text.
  .max(4_000_000)
  .meta({
    description:
      'The image as a data URL (data:image/png;base64,…) or bare base64: PNG or JPEG, at most 2 MB',
  });
const signatureMediaId = z.string().trim().min(1).max(100);

const imageResponse: FileResponse<'image/png' | 'image/jpeg'> = {
  description: 'The signature image (PNG or JPEG, as saved)',
  content: { 'image/png': {}, 'image/jpeg': {} },
};

const getRoute = defineRoute({
  method: 'post',
  path: '/signatures/get-user-signature',
  summary: "The caller's saved signature with a short-lived link, or null",
  tags,
  access: signers,
  responses: { 200: jsonResponse(z.object({ Data: signatureAnswer.nullable() }), 'The signature or null') },
});
/** A 2 MB image as base64 inside JSON, with room for the field and a data-URL prefix. */
const SIGNATURE_BODY_BYTES = 3 * 1024 * 1024;

const addRoute = defineRoute({
  method: 'post',
  path: '/signatures/add-user-signature',
  bodyLimitBytes: SIGNATURE_BODY_BYTES,
  summary: "Save the caller's signature (PNG or JPEG, checked by content, at most 2 MB)",
  tags,
  access: signers,
  request: { body: jsonBody(z.object({ SignatureFile: signatureFile })) },
  responses: { 201: jsonResponse(savedAnswer, 'Saved') },
});
const updateRoute = defineRoute({
  method: 'post',
  path: '/signatures/update-user-signature',
  bodyLimitBytes: SIGNATURE_BODY_BYTES,
  summary: "Replace the caller's saved signature with a new image",
  tags,
  access: signers,
  request: { body: jsonBody(z.object({ SignatureMediaId: signatureMediaId, SignatureFile: signatureFile })) },
  responses: { 200: jsonResponse(savedAnswer, 'Saved') },
});
const deleteRoute = defineRoute({
  method: 'post',
  path: '/signatures/delete-user-signature',
  summary: "Delete the caller's saved signature",
  tags,
  access: signers,
  request: { body: jsonBody(z.object({ SignatureMediaId: signatureMediaId })) },
  responses: {
    200: jsonResponse(
      z.object({ Data: z.object({ SignatureMediaId: z.string() }), message: z.literal(SIGNATURE_DELETED) }),
      'Deleted',
    ),
  },
});
const downloadRoute = defineRoute({
  method: 'post',
  path: '/signatures/download-user-signature',
  summary: "The caller's saved signature image itself (a blob)",
  tags,
  access: signers,
  responses: { 200: imageResponse },
});

export const signatureRoutes = contextApp()
  .openapi(getRoute, async (c) =>
    c.json({ Data: await getUserSignature(ports(), { principal: c.get('principal')! }) }, 200),
  )
  .openapi(addRoute, async (c) => {
    const data = await saveUserSignature(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      signatureFile: c.req.valid('json').SignatureFile,
    });
    return c.json({ Data: data, message: SIGNATURE_SAVED }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { SignatureMediaId, SignatureFile } = c.req.valid('json');
    const data = await saveUserSignature(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      signatureFile: SignatureFile,
      signatureMediaId: SignatureMediaId,
    });
    return c.json({ Data: data, message: SIGNATURE_SAVED }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const data = await deleteUserSignature(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      signatureMediaId: c.req.valid('json').SignatureMediaId,
    });
    return c.json({ Data: data, message: SIGNATURE_DELETED }, 200);
  })
  .openapi(downloadRoute, async (c) => {
    const file = await downloadUserSignature(ports(), { principal: c.get('principal')! });
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
    });
  });
