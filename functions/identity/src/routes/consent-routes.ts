import { consentKinds, noticeVersionSchema, text } from '@ezc/domain';
import {
  contextApp,
  defineRoute,
  jsonBody,
  jsonResponse,
  platform,
  publicAccess,
  signedIn,
} from '@ezc/platform';
import * as z from 'zod';
import { identityPorts } from '../ports';
import {
  acceptPrivacyNotice,
  currentPrivacyNotice,
  listMyConsents,
  publishPrivacyNotice,
} from '../use-cases/privacy-consents';
import { actorOf } from './request-context';

const tags = ['Privacy and consent'];
const ports = () => identityPorts(platform());

const noticeSchema = z
  .object({
    Version: z.string(),
    PublishedAt: z.string(),
    ChangesEn: z.string(),
    ChangesMs: z.string(),
  })
  .meta({ id: 'PrivacyNotice', description: 'The Privacy Notice version in force and what it changed' });

const consentRowSchema = z
  .object({
    ConsentId: z.string(),
    Kind: z.enum(consentKinds),
    NoticeVersion: z.string(),
    AgreementRef: z.string().optional(),
    LoanNo: z.string().optional(),
    AgreementVersion: z.number().optional(),
    At: z.string(),
    IpAddress: z.string(),
    Channel: z.string().optional(),
  })
  .meta({
    id: 'Consent',
    description: 'One consent to the Privacy Notice: on what occasion, when, from where',
  });

const currentNotice = defineRoute({
  method: 'get',
  path: '/privacy-notice',
  summary: 'The Privacy Notice version in force, when it was published and what it changed',
  tags,
  access: publicAccess('The notice is public: it is read before registering'),
  responses: { 200: jsonResponse(z.object({ Data: noticeSchema }), 'The notice in force') },
});

const publishNotice = defineRoute({
  method: 'post',
  path: '/privacy-notice',
  summary: 'Publish a new Privacy Notice version: every customer is asked to accept it at their next sign-in',
  description:
    'The version is its publication date (YYYY-MM-DD) and must come after the one in force (422 ' +
    '`CONSENT.VERSION_NOT_NEWER`). Audited as "Privacy notice version published".',
  tags,
  access: signedIn({ kinds: ['staff'], roles: ['Admin'] }),
  request: {
    body: jsonBody(z.object({ Version: noticeVersionSchema, ChangesEn: text(1000), ChangesMs: text(1000) })),
  },
  responses: { 200: jsonResponse(z.object({ Data: noticeSchema }), 'Published') },
});

const myConsents = defineRoute({
  method: 'get',
  path: '/consents',
  summary:
    "The signed-in customer's consents (newest first) and whether the notice in force waits for theirs",
  tags,
  access: signedIn({ kinds: ['customer'] }),
  responses: {
    200: jsonResponse(
      z.object({
        Data: z.object({
          NoticeVersion: z.string(),
          PublishedAt: z.string(),
          ChangesEn: z.string(),
          ChangesMs: z.string(),
          LastAcceptedVersion: z.string().optional(),
          ConsentRequired: z.boolean(),
          Consents: z.array(consentRowSchema),
        }),
      }),
      'The consents',
    ),
  },
});

const acceptNotice = defineRoute({
  method: 'post',
  path: '/consents/accept',
  summary: 'The signed-in customer accepts the Privacy Notice version in force (recorded with time and IP)',
  description: 'A version other than the one in force is refused with 409 `CONSENT.NOTICE_CHANGED`.',
  tags,
  access: signedIn({ kinds: ['customer'] }),
  request: { body: jsonBody(z.object({ NoticeVersion: noticeVersionSchema })) },
  responses: { 200: jsonResponse(z.object({ Data: consentRowSchema }), 'Accepted') },
});

const row = ({
  EntityType: _e,
  AccountId: _a,
  CustomerId: _c,
  ...rest
}: z.infer<typeof consentRowSchema> & {
  EntityType?: string;
  AccountId?: string;
  CustomerId?: string;
}) => rest;

export const consentRoutes = contextApp()
  .openapi(currentNotice, async (c) => c.json({ Data: await currentPrivacyNotice(ports()) }, 200))
  .openapi(publishNotice, async (c) => {
    const published = await publishPrivacyNotice(ports(), c.req.valid('json'), actorOf(c));
    const { EntityType: _e, ...notice } = published;
    return c.json({ Data: notice }, 200);
  })
  .openapi(myConsents, async (c) => {
    const mine = await listMyConsents(ports(), c.get('principal')!.id);
    return c.json({ Data: { ...mine, Consents: mine.Consents.map(row) } }, 200);
  })
  .openapi(acceptNotice, async (c) => {
    const consent = await acceptPrivacyNotice(ports(), c.req.valid('json'), actorOf(c));
    return c.json({ Data: row(consent) }, 200);
  });
