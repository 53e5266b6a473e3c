import { optionalText, pagingSchema, signingRecordStatuses } from '@ezc/domain';
import {
  type Access,
  contextApp,
  defineRoute,
  type FileResponse,
  type JsonBody,
  lazyJsonBody,
  lazyJsonResponse,
  signedIn,
} from '@ezc/platform';
import { downloadAnswer } from '@ezc/platform/http/download';
import * as z from 'zod';
import { declinePreRecorded } from '../use-cases/signing/decline-pre-recorded';
import { downloadAgreement } from '../use-cases/signing/download-agreement';
import { findAgreement } from '../use-cases/signing/find-agreement';
import { findSignings } from '../use-cases/signing/find-signings';
import { recordVideoWatched } from '../use-cases/signing/record-video-watched';
import { signAsAttestor } from '../use-cases/signing/sign-as-attestor';
import { signAsBorrower } from '../use-cases/signing/sign-as-borrower';
import { signAsCompany } from '../use-cases/signing/sign-as-company';
import { verifyAgreement } from '../use-cases/signing/verify-agreement';
import { confirmVideoUpload } from '../use-cases/videos/confirm-video-upload';
import { findSigningVideo } from '../use-cases/videos/find-signing-video';
import { requestVideoUpload } from '../use-cases/videos/request-video-upload';
import { ipField, loanNoField, ports, signatureFields, who } from './route-parts';

const tags = ['Signing'];
/** A single object's answer: `{ Data }` (contract). */
const dataAnswer = <S extends z.ZodType>(build: () => S, description: string) =>
  lazyJsonResponse(() => z.object({ Data: build() }), description);

const borrower = signedIn({ kinds: ['customer'], roles: ['Borrower'] });
const companySigner = signedIn({ kinds: ['staff'], privileges: ['Signer - Company'] });
const attorney = signedIn({ kinds: ['staff'], roles: ['Attorney'] });
/** The borrower's own loan, or staff who take part in or follow signing. */
const readers = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower', 'Attorney'],
  privileges: ['Loan - View Details', 'Signer - Company', 'Loan - Retrieve Signing Sessions'],
});
const staffReaders = signedIn({
  kinds: ['staff'],
  roles: ['Attorney'],
  privileges: ['Loan - View Details', 'Signer - Company', 'Loan - Retrieve Signing Sessions'],
});
const productSetup = signedIn({ kinds: ['staff'], privileges: ['Menu - Setup > Product'] });

const signingAnswer = dataAnswer(
  () =>
    z
      .object({
        LoanNo: z.string(),
        CustomerId: z.string(),
        BorrowerName: z.string(),
        Status: z.string(),
        Mode: z.enum(['Pre-recorded', 'Live']).optional(),
        VideoWatchedAt: z.string().optional(),
        DisagreedAt: z.string().optional(),
        CompanySignerSignYN: z.enum(['Y', 'N']),
        BorrowerSignYN: z.enum(['Y', 'N']),
        AttestatorSignYN: z.enum(['Y', 'N']),
        AgreementMediaId: z.string().optional(),
        Versions: z.array(
          z.object({
            Version: z.number().int(),
            MediaId: z.string(),
            Sha256: z.string(),
            PreviousSha256: z.string().optional(),
            SignedAs: z.enum(['Company', 'Borrower', 'Attestor']).optional(),
            SignerId: z.string().optional(),
            SignerName: z.string().optional(),
            SignedAt: z.string().optional(),
            Ip: z.string().optional(),
            ReportedIp: z.string().optional(),
            CreatedAt: z.string(),
          }),
        ),
        SigningSessionId: z.string().optional(),
        AttestatorId: z.string().optional(),
        CreatedAt: z.string(),
        UpdatedAt: z.string(),
      })
      .meta({ id: 'Signing', description: "A loan's signing and its agreement's versions" }),
  "The loan's signing",
);

const signBody = lazyJsonBody(() =>
  z.object({ LoanNo: loanNoField, IpAddress: ipField, ...signatureFields }),
);
const loanBody = lazyJsonBody(() => z.object({ LoanNo: loanNoField }));
const pdfAnswer: FileResponse<'application/pdf'> = {
  description: 'The agreement (PDF)',
  content: { 'application/pdf': {} },
};

const command = <B extends JsonBody<z.ZodType>>(path: string, summary: string, access: Access, body: B) =>
  defineRoute({
    method: 'post',
    path,
    summary,
    tags,
    access,
    request: { body },
    responses: { 200: signingAnswer },
  });

const signAsCompanyRoute = command(
  '/loans/sign-as-company',
  "The Company Signer signs the agreement for the lender → 'Signed By Company' (privilege 'Signer - Company')",
  companySigner,
  signBody,
);
const videoWatchedRoute = command(
  '/loans/video-watched',
  "The borrower watched the explanation video: opens their signing ('Pending Signing Borrower')",
  borrower,
  loanBody,
);
const declineRoute = command(
  '/loans/decline-pre-recorded',
  'The borrower does not agree after the explanation video (recorded with remarks; the loan waits)',
  borrower,
  // The borrower's remarks are free text: without the characters spec §5 forbids in text inputs.
  lazyJsonBody(() => z.object({ LoanNo: loanNoField, Remarks: optionalText(500) })),
);
const signWithoutLiveRoute = command(
  '/loans/sign-without-live-session',
  "The borrower signs after the explanation video → 'Pending Signing Attestor' (eKYC needed)",
  borrower,
  signBody,
);
const signAsBorrowerRoute = command(
  '/loans/sign-as-borrower',
  "The borrower signs in their live session, while it is in progress → 'Pending Signing Attestor'",
  borrower,
  signBody,
);
const signAsAttestorRoute = command(
  '/loans/sign-as-attestator',
  "The attestor signs → 'Signed' (live: the session's attestor while it is in progress; pre-recorded: any Attorney)",
  attorney,
  signBody,
);
const findOneRoute = command(
  '/agreements/find-one',
  "A loan's signing and its agreement's versions (the borrower's own, or staff)",
  readers,
  loanBody,
);
const downloadRoute = defineRoute({
  method: 'post',
  path: '/agreements/download',
  summary: "The agreement's PDF: the latest version (the borrower's copy) or the Version asked for",
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({ LoanNo: loanNoField, Version: z.number().int().positive().optional() }),
    ),
  },
  responses: { 200: pdfAnswer },
});
const findAllRoute = defineRoute({
  method: 'post',
  path: '/agreements/find-all',
  summary: "The loans whose signing is at a Status (e.g. the attestor's queue: 'Pending Signing Attestor')",
  tags,
  access: staffReaders,
  request: {
    body: lazyJsonBody(() => pagingSchema(20).extend({ Status: z.enum(signingRecordStatuses) })),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.array(
            z.object({
              LoanNo: z.string(),
              CustomerId: z.string(),
              BorrowerName: z.string(),
              Status: z.string(),
              Mode: z.enum(['Pre-recorded', 'Live']).optional(),
              SKU: z.string().optional(),
              ProductName: z.string().optional(),
              Amount: z.number().optional(),
              VideoWatchedAt: z.string().optional(),
              UpdatedAt: z.string(),
            }),
          ),
          Count: z.number(),
        }),
      'One page of the loans at that signing status',
    ),
  },
});
const verifyRoute = defineRoute({
  method: 'post',
  path: '/agreements/verify',
  summary:
    "Checks the agreement's chain: each version hashes to its record and names the SHA-256 of the one before it",
  tags,
  access: staffReaders,
  request: { body: loanBody },
  responses: {
    200: dataAnswer(
      () =>
        z.object({
          LoanNo: z.string(),
          Valid: z.boolean(),
          Versions: z.array(
            z.object({
              Version: z.number().int(),
              Sha256: z.string(),
              HashOk: z.boolean(),
              ChainOk: z.boolean(),
            }),
          ),
          BrokenAt: z.number().int().optional(),
          /** The files were erased under the retention policy: nothing is left to check. */
          Erased: z.boolean().optional(),
        }),
      'The verdict, version by version',
    ),
  },
});
const videoUploadRoute = defineRoute({
  method: 'post',
  path: '/signing-videos/upload',
  summary:
    "A form to upload a product's explanation video straight to the store (MP4 only: 'You can only upload MP4'); then /signing-videos/confirm",
  tags,
  access: productSetup,
  request: {
    body: lazyJsonBody(() =>
      z.object({ SKU: z.string().trim().min(1).max(40), FileName: z.string().trim().min(1).max(255) }),
    ),
  },
  responses: {
    200: dataAnswer(
      () =>
        z.object({
          UploadKey: z.string(),
          Url: z.string(),
          Method: z.literal('POST'),
          Fields: z.record(z.string(), z.string()),
        }),
      'Where to send the file (a form POST with these fields, then the file)',
    ),
  },
});
const videoAnswer = dataAnswer(
  () =>
    z.object({
      SKU: z.string(),
      FileName: z.string(),
      UploadedAt: z.string(),
      Url: z.string().optional(),
      IsDefault: z.boolean().optional(),
      Size: z.number().optional(),
      UploadedBy: z.string().optional(),
    }),
  'The explanation video',
);
const videoConfirmRoute = defineRoute({
  method: 'post',
  path: '/signing-videos/confirm',
  summary: "The uploaded file becomes the product's explanation video once its bytes are an MP4",
  tags,
  access: productSetup,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        SKU: z.string().trim().min(1).max(40),
        FileName: z.string().trim().min(1).max(255),
        UploadKey: z.string().trim().min(1).max(300),
      }),
    ),
  },
  responses: { 200: videoAnswer },
});
const videoFindRoute = defineRoute({
  method: 'post',
  path: '/signing-videos/find-one',
  summary: "The explanation video of a loan's product (or a product's, for staff), else the default one",
  tags,
  access: readers,
  request: {
    body: lazyJsonBody(() =>
      z.object({ SKU: z.string().trim().max(40).optional(), LoanNo: loanNoField.optional() }),
    ),
  },
  responses: { 200: videoAnswer },
});

export const signingRoutes = contextApp()
  .openapi(signAsCompanyRoute, async (c) =>
    c.json({ Data: await signAsCompany(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(videoWatchedRoute, async (c) =>
    c.json({ Data: await recordVideoWatched(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(declineRoute, async (c) =>
    c.json({ Data: await declinePreRecorded(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(signWithoutLiveRoute, async (c) =>
    c.json({ Data: await signAsBorrower(ports(), who(c), c.req.valid('json'), 'pre-recorded') }, 200),
  )
  .openapi(signAsBorrowerRoute, async (c) =>
    c.json({ Data: await signAsBorrower(ports(), who(c), c.req.valid('json'), 'live') }, 200),
  )
  .openapi(signAsAttestorRoute, async (c) =>
    c.json({ Data: await signAsAttestor(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(findOneRoute, async (c) =>
    c.json({ Data: await findAgreement(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(downloadRoute, async (c) =>
    downloadAnswer(await downloadAgreement(ports(), who(c), c.req.valid('json'))),
  )
  .openapi(findAllRoute, async (c) => c.json(await findSignings(ports(), c.req.valid('json')), 200))
  .openapi(verifyRoute, async (c) =>
    c.json({ Data: await verifyAgreement(ports(), who(c), c.req.valid('json')) }, 200),
  )
  .openapi(videoUploadRoute, async (c) =>
    c.json({ Data: await requestVideoUpload(ports(), c.req.valid('json')) }, 200),
  )
  .openapi(videoConfirmRoute, async (c) =>
    c.json({ Data: await confirmVideoUpload(ports(), who(c).actor, c.req.valid('json')) }, 200),
  )
  .openapi(videoFindRoute, async (c) =>
    c.json({ Data: await findSigningVideo(ports(), c.get('principal')!, c.req.valid('json')) }, 200),
  );
