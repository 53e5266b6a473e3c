import { ekycObjectTypes, ekycStatuses, MAX_ROWS, mobileSchema } from '@ezc/domain';
import { actorOf, contextApp, defineRoute, jsonBody, jsonResponse, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { ekycView } from '../ekyc/ekyc-record';
import { customersPorts } from '../ports';
import { checkEkycCompleted } from '../use-cases/check-ekyc';
import { getEkycSettings, updateEkycSettings } from '../use-cases/ekyc-settings';
import { EKYC_REVIEW_PRIVILEGE, listEkyc } from '../use-cases/list-ekyc';
import { performEkyc } from '../use-cases/perform-ekyc';
import { sendSmsOtp } from '../use-cases/send-sms-otp';
import { uploadEkycDocuments } from '../use-cases/upload-ekyc-documents';

const tags = ['Common service'];
const ports = () => customersPorts(platform());

/** spec §2: customers, and Company Signers and Attorneys for themselves. */
const ekycPeople = signedIn({
  kinds: ['customer', 'staff'],
  roles: ['Borrower', 'Company Signer', 'Attorney'],
});

const ekycAnswer = z
  .object({
    EkycId: z.string(),
    ObjectType: z.enum(ekycObjectTypes),
    ObjectId: z.string(),
    CustomerId: z.string().optional(),
    EKYCParty: z.string(),
    Status: z.enum(ekycStatuses),
    FrontMediaId: z.string().optional(),
    BackMediaId: z.string().optional(),
    SentTo: z.string().optional(),
    ProviderReference: z.string().optional(),
    CompletedAt: z.string().optional(),
    FailedAt: z.string().optional(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({
    id: 'Ekyc',
    description:
      "A person's eKYC: ObjectType 'Customer' (ObjectId = CustomerId) or 'User' (ObjectId = the staff user's id)",
  });
const settingsAnswer = z.object({ Enabled: z.boolean(), IsDefault: z.boolean() }).meta({
  id: 'EkycSettings',
  description: 'Whether the perform-KYC menu entry is enabled (off by default)',
});

const idField = z.string().trim().min(1).max(100);
const codeField = z
  .string()
  .trim()
  .refine((v) => /^\d{6}$/.test(v), {
    message: 'Enter the 6 digits of the code.',
    params: { textKey: 'ekycValidation.code' },
  });

const uploadDocuments = defineRoute({
  method: 'post',
  path: '/EKYC/upload-documents',
  summary: 'eKYC step 1: name the identity document images (media titled eKYC Front and eKYC Back)',
  tags,
  access: ekycPeople,
  request: { body: jsonBody(z.object({ FrontMediaId: idField, BackMediaId: idField })) },
  responses: { 200: jsonResponse(z.object({ Data: ekycAnswer }), 'The eKYC, status Documents Uploaded') },
});
const sendCode = defineRoute({
  method: 'post',
  path: '/2fa/SendSMSOTP',
  summary:
    "eKYC step 2: send a 6-digit code by SMS to PhoneNo or the profile's mobile (a new one after 3 minutes; 429 before)",
  tags,
  access: ekycPeople,
  request: { body: jsonBody(z.object({ PhoneNo: mobileSchema().optional() })) },
  responses: {
    200: jsonResponse(
      z.object({
        status: z.literal('Success'),
        Data: z.object({
          SentTo: z.string().meta({ description: 'The number the code went to, masked' }),
          ExpiresInSeconds: z.number(),
          ResendAfterSeconds: z.number(),
        }),
      }),
      'The code was sent',
    ),
  },
});
const perform = defineRoute({
  method: 'post',
  path: '/EKYC/PerformEKYC',
  summary: "Check the SMS code and verify the person's identity (422 with spec §8's text when not verified)",
  tags,
  access: ekycPeople,
  request: { body: jsonBody(z.object({ Code: codeField })) },
  responses: { 200: jsonResponse(z.object({ Data: ekycAnswer }), 'Verified: the eKYC, status Completed') },
});
const checkCompleted = defineRoute({
  method: 'get',
  path: '/EKYC/CheckEKYCCompleted/UserLogin',
  summary: "Whether the signed-in person's eKYC is completed",
  tags,
  access: ekycPeople,
  responses: {
    200: jsonResponse(
      z.object({ Data: z.object({ Completed: z.boolean(), Status: z.enum(ekycStatuses) }) }),
      'The eKYC status',
    ),
  },
});
const findAll = defineRoute({
  method: 'post',
  path: '/ekyc/find-all',
  summary: `eKYC records, newest first: every person's with '${EKYC_REVIEW_PRIVILEGE}', otherwise only the caller's own`,
  tags,
  access: signedIn({
    kinds: ['customer', 'staff'],
    roles: ['Borrower', 'Company Signer', 'Attorney'],
    privileges: [EKYC_REVIEW_PRIVILEGE],
  }),
  request: {
    body: jsonBody(
      z.object({
        page: z.coerce.number().int().min(1).default(1),
        // spec §9: eKYC look-ups ask for 999 rows.
        rows: z.coerce.number().int().min(1).max(MAX_ROWS).default(999),
        search: z
          .object({
            ObjectId: z.string().trim().max(100).optional(),
            ObjectType: z.string().trim().max(20).optional(),
            EKYCParty: z.string().trim().max(100).optional(),
          })
          .optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.array(ekycAnswer), Count: z.number() }), 'One page of eKYC records'),
  },
});
const getSettings = defineRoute({
  method: 'get',
  path: '/settings/ekyc',
  summary: 'Whether the perform-KYC menu entry is enabled (every signed-in page draws the menu from it)',
  tags,
  access: signedIn(),
  responses: { 200: jsonResponse(z.object({ Data: settingsAnswer }), 'The setting') },
});
const updateSettings = defineRoute({
  method: 'post',
  path: '/settings/ekyc',
  summary: 'Enable or disable the perform-KYC menu entry (Admin)',
  tags,
  access: signedIn({ kinds: ['staff'], roles: ['Admin'] }),
  request: { body: jsonBody(z.object({ Enabled: z.boolean() })) },
  responses: { 200: jsonResponse(z.object({ Data: settingsAnswer }), 'The setting') },
});

export const ekycRoutes = contextApp()
  .openapi(uploadDocuments, async (c) => {
    const { FrontMediaId, BackMediaId } = c.req.valid('json');
    const ekyc = await uploadEkycDocuments(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      frontMediaId: FrontMediaId,
      backMediaId: BackMediaId,
    });
    return c.json({ Data: ekycView(ekyc) }, 200);
  })
  .openapi(sendCode, async (c) => {
    const data = await sendSmsOtp(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      phoneNo: c.req.valid('json').PhoneNo,
      lang: c.get('lang'),
    });
    return c.json({ status: 'Success' as const, Data: data }, 200);
  })
  .openapi(perform, async (c) => {
    const ekyc = await performEkyc(ports(), {
      principal: c.get('principal')!,
      actor: actorOf(c),
      code: c.req.valid('json').Code,
    });
    return c.json({ Data: ekycView(ekyc) }, 200);
  })
  .openapi(checkCompleted, async (c) =>
    c.json({ Data: await checkEkycCompleted(ports(), { principal: c.get('principal')! }) }, 200),
  )
  .openapi(findAll, async (c) => {
    const { page, rows, search } = c.req.valid('json');
    const found = await listEkyc(ports(), {
      principal: c.get('principal')!,
      paging: { Page: page, Rows: rows },
      search,
    });
    return c.json({ Data: found.Data.map(ekycView), Count: found.Count }, 200);
  })
  .openapi(getSettings, async (c) => c.json({ Data: await getEkycSettings(ports()) }, 200))
  .openapi(updateSettings, async (c) =>
    c.json(
      { Data: await updateEkycSettings(ports(), { enabled: c.req.valid('json').Enabled }, actorOf(c)) },
      200,
    ),
  );
