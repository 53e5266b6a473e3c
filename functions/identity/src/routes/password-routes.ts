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
import { changePassword, PASSWORD_CHANGED } from '../use-cases/change-password';
import { requestPasswordReset } from '../use-cases/request-password-reset';
import { PASSWORD_RESET, resetPassword } from '../use-cases/reset-password';
import { requestContext } from './request-context';
import { messageSchema } from './schemas';

const tags = ['Password recovery'];
export const CUSTOMER_RECOVERY_SENT = 'Customer email recovery sent successfully';
export const STAFF_RECOVERY_SENT = 'Staff email recovery sent successfully';
const ports = () => identityPorts(platform());
const LINK_NOTE =
  "The mailed link leads to the reset page on the site's configured address (`PUBLIC_URL`), never to the request's `Host` or to the origin of a `ResetPasswordLink`; it works once, for 30 minutes.";

const confirmed = <T extends { Password: string; ConfirmPassword: string }>(v: T) =>
  v.Password === v.ConfirmPassword;
const mismatch = { message: 'Passwords do not match.', path: ['ConfirmPassword'] };

const resetBody = z
  .object({
    Token: z.string().min(1).max(200),
    Password: chosenPasswordSchema,
    ConfirmPassword: z.string().max(1024),
  })
  .refine(confirmed, mismatch);

const requestBody = (field: 'Email' | 'email') =>
  z.object({
    [field]: z.string().min(3).max(254),
    // Spec §7 sends the page address; the link is always built on the configured site instead.
    ResetPasswordLink: z
      .string()
      .max(2000)
      .optional()
      .describe(
        "Accepted for the spec's callers and not used: the mailed link always leads to the reset page of the site's configured address (PUBLIC_URL)",
      ),
  }) as z.ZodObject<{ [K in typeof field]: z.ZodString } & { ResetPasswordLink: z.ZodOptional<z.ZodString> }>;

const customerRequest = defineRoute({
  method: 'post',
  path: '/customer-password/request-reset',
  summary:
    'Mail a customer a password reset link (same answer, in the same time, whether or not the e-mail exists)',
  description: LINK_NOTE,
  tags,
  access: publicAccess('Forgotten password'),
  request: { body: jsonBody(requestBody('Email')) },
  responses: { 201: jsonResponse(messageSchema, CUSTOMER_RECOVERY_SENT) },
});
const customerReset = defineRoute({
  method: 'post',
  path: '/customer-password/reset',
  summary: 'Set a new customer password with the token from the mailed link',
  tags,
  access: publicAccess('The reset token is the credential'),
  request: { body: jsonBody(resetBody) },
  responses: { 201: jsonResponse(messageSchema, PASSWORD_RESET) },
});
const staffRequest = defineRoute({
  method: 'post',
  path: '/auth/request-reset-password',
  summary:
    'Mail a staff member a password reset link (same answer, in the same time, whether or not the e-mail exists)',
  description: LINK_NOTE,
  tags,
  access: publicAccess('Forgotten password'),
  request: { body: jsonBody(requestBody('email')) },
  responses: { 200: jsonResponse(messageSchema, STAFF_RECOVERY_SENT) },
});
const staffReset = defineRoute({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Set a new staff password with the token from the mailed link',
  tags,
  access: publicAccess('The reset token is the credential'),
  request: { body: jsonBody(resetBody) },
  responses: { 201: jsonResponse(messageSchema, PASSWORD_RESET) },
});
const change = defineRoute({
  method: 'post',
  path: '/auth/change-password',
  summary: "Change the signed-in person's password; their other sessions end and an e-mail tells them",
  tags,
  access: signedIn({ kinds: ['customer', 'staff'] }),
  request: {
    body: jsonBody(
      z
        .object({
          CurrentPassword: z.string().min(1).max(1024),
          Password: chosenPasswordSchema,
          ConfirmPassword: z.string().max(1024),
        })
        .refine(confirmed, mismatch),
    ),
  },
  responses: { 200: jsonResponse(messageSchema, PASSWORD_CHANGED) },
});

export const passwordRoutes = contextApp()
  .openapi(customerRequest, async (c) => {
    await requestPasswordReset(
      ports(),
      { kind: 'customer', email: c.req.valid('json').Email },
      requestContext(c),
    );
    return c.json({ message: CUSTOMER_RECOVERY_SENT }, 201);
  })
  .openapi(customerReset, async (c) => {
    const { Token, Password } = c.req.valid('json');
    await resetPassword(ports(), { kind: 'customer', token: Token, password: Password }, requestContext(c));
    return c.json({ message: PASSWORD_RESET }, 201);
  })
  .openapi(staffRequest, async (c) => {
    await requestPasswordReset(
      ports(),
      { kind: 'staff', email: c.req.valid('json').email },
      requestContext(c),
    );
    return c.json({ message: STAFF_RECOVERY_SENT }, 200);
  })
  .openapi(staffReset, async (c) => {
    const { Token, Password } = c.req.valid('json');
    await resetPassword(ports(), { kind: 'staff', token: Token, password: Password }, requestContext(c));
    return c.json({ message: PASSWORD_RESET }, 201);
  })
  .openapi(change, async (c) => {
    const { CurrentPassword, Password } = c.req.valid('json');
    await changePassword(
      ports(),
      { principal: c.get('principal')!, currentPassword: CurrentPassword, password: Password },
      requestContext(c),
    );
    return c.json({ message: PASSWORD_CHANGED }, 200);
  });
