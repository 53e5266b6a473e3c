import { emailField, text } from '@ezc/domain';
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
import { chosenPasswordSchema } from '../credentials/password-strength-loader';
import { identityPorts } from '../ports';
import { REGISTRATION_ANSWER, registerCustomer } from '../use-cases/register-customer';
import {
  EMAIL_VERIFIED,
  requestEmailVerification,
  VERIFICATION_SENT,
  verifyEmail,
} from '../use-cases/verify-email';
import { requestContext } from './request-context';
import { messageSchema } from './schemas';

const ports = () => identityPorts(platform());
const tags = ['Customer (CRM) service'];

const registrationBody = z
  .object({
    /** The person's name, or the company's for a corporate borrower. */
    FullName: text(150),
    Email: emailField(),
    Password: chosenPasswordSchema,
    ConfirmPassword: z.string().max(1024),
    AccountType: z.enum(['individual', 'corporate']),
  })
  .refine((v) => v.Password === v.ConfirmPassword, {
    message: 'Passwords do not match.',
    path: ['ConfirmPassword'],
  });

const addLogin = defineRoute({
  method: 'post',
  path: '/customer/login/add',
  summary: 'Onboarding step 1: a borrower creates their login; a link to verify the e-mail is mailed',
  description:
    'Answers `202` with the same message, after the same work, whether or not the e-mail already has an account, ' +
    'so the call tells nobody which e-mails are registered. A new e-mail gets a customer account (an online member, ' +
    'or a company) with the Borrower role, its customer record opened right after (until then ' +
    '`/customer/profile/find-one` answers 404), and a single-use link to verify the address, valid 24 hours, ' +
    "on the site's configured address. The person then signs in with `/auth/customer/login`. A taken e-mail " +
    'changes nothing: its owner is told by e-mail, in their language, how to sign in. No session is given. ' +
    'More than 10 registrations from one address in an hour answer 429.',
  tags,
  access: publicAccess('Registering: nobody is signed in yet'),
  request: { body: jsonBody(registrationBody) },
  responses: {
    202: jsonResponse(messageSchema, 'Registered, or the owner of the e-mail told; the same answer'),
  },
});

const verify = defineRoute({
  method: 'post',
  path: '/customer/email/verify',
  summary: "Verify a borrower's e-mail address with the token of the mailed link",
  description:
    'The link works once, for 24 hours. A borrower applies for a loan only from a verified address ' +
    '(`/applications/add` and `/applications/submit` answer 403 `ACCOUNT.EMAIL_NOT_VERIFIED` before). ' +
    'A spent, expired or unknown token answers 400 `ACCOUNT.VERIFY_LINK_INVALID`.',
  tags,
  access: publicAccess('The mailed token is the credential'),
  request: { body: jsonBody(z.object({ Token: z.string().min(1).max(200) })) },
  responses: { 200: jsonResponse(messageSchema, EMAIL_VERIFIED) },
});

const resend = defineRoute({
  method: 'post',
  path: '/customer/email/resend-verification',
  summary: 'Mail the signed-in borrower a new link to verify their e-mail address',
  description:
    'At most 3 an hour (then 429 `ACCOUNT.VERIFICATIONS_LIMITED`); an address already verified answers 422 ' +
    '`ACCOUNT.ALREADY_VERIFIED`.',
  tags,
  access: signedIn({ kinds: ['customer'] }),
  responses: { 202: jsonResponse(messageSchema, VERIFICATION_SENT) },
});

export const registrationRoutes = contextApp()
  .openapi(addLogin, async (c) => {
    await registerCustomer(ports(), c.req.valid('json'), requestContext(c));
    return c.json({ message: REGISTRATION_ANSWER }, 202);
  })
  .openapi(verify, async (c) => {
    await verifyEmail(ports(), { token: c.req.valid('json').Token }, requestContext(c));
    return c.json({ message: EMAIL_VERIFIED }, 200);
  })
  .openapi(resend, async (c) => {
    await requestEmailVerification(ports(), c.get('principal')!, requestContext(c));
    return c.json({ message: VERIFICATION_SENT }, 202);
  });
