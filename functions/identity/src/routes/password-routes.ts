import { DomainError, passwordWithConfirmationSchema } from '@ezc/domain';
import {
  type AppEnv,
  contextApp,
  defineRoute,
  jsonBody,
  jsonResponse,
  platform,
  publicAccess,
} from '@ezc/platform';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AccountKind, accountEntity, findAccountByEmail, normaliseEmail } from '../accounts/account';
import { consumeCode, issueCode } from '../credentials/one-time-codes';
import { hashPassword } from '../credentials/password-hasher';
import { accountScope, clear, fail, resetScope, verdict } from '../credentials/throttle-store';
import { revokeAllSessions } from '../sessions/session-service';
import { messageSchema } from './schemas';

const tags = ['Password recovery'];
const RESET_LINK_SECONDS = 30 * 60;
export const CUSTOMER_RECOVERY_SENT = 'Customer email recovery sent successfully';
export const STAFF_RECOVERY_SENT = 'Staff email recovery sent successfully';
export const PASSWORD_RESET = 'Password reset successfully.';
const RESET_PATHS: Record<AccountKind, string> = {
  customer: '/reset-password',
  staff: '/staff/reset-password',
  service: '/staff/reset-password',
};

/**
 * The link in the mail is "the current page address" (spec §2) with a token — but only ever on our
 * own site: the origin comes from configuration or this request, never from the caller's text,
 * so nobody can make us mail a link to their own site.
 */
function resetLink(c: Context<AppEnv>, kind: AccountKind, token: string): string {
  const origin = platform().config.PUBLIC_URL ?? new URL(c.req.url).origin;
  const url = new URL(RESET_PATHS[kind], origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Sends a reset link when the e-mail belongs to an active account. The answer is the same either
 * way, so the call cannot be used to learn which e-mails exist; repeated requests are capped.
 */
async function requestReset(c: Context<AppEnv>, kind: AccountKind, email: string): Promise<void> {
  const p = platform();
  const nowS = Math.floor(Date.now() / 1000);
  const scope = resetScope(kind, email);
  const allowed = (await verdict(p.table, scope, nowS)).allowed;
  await fail(p.table, scope, nowS);
  const found = await findAccountByEmail(p.table, kind, email);
  await p.store.record({
    objectType: found ? 'Account' : 'SignIn',
    objectId: found ? found.value.AccountId : `${kind}:${normaliseEmail(email)}`,
    action: allowed ? 'Password reset requested' : 'Password reset request refused: too many',
    actor: { id: normaliseEmail(email), kind: 'anonymous', ip: c.var.clientIp },
  });
  if (!allowed || !found || found.value.Status !== 'Active') return;
  const token = await issueCode(
    p,
    'reset',
    { AccountId: found.value.AccountId, Kind: kind },
    RESET_LINK_SECONDS,
  );
  await p.mail.send({
    to: found.value.Email,
    subject: 'Reset your EZC password',
    body: [
      `Dear ${found.value.FullName},`,
      '',
      'We received a request to reset your password. Open this link within 30 minutes to choose a new one:',
      resetLink(c, kind, token),
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

async function resetPassword(
  c: Context<AppEnv>,
  kind: AccountKind,
  token: string,
  password: string,
): Promise<void> {
  const p = platform();
  const data = await consumeCode(p, 'reset', token);
  if (!data || (data.Kind !== kind && !(kind === 'staff' && data.Kind === 'service'))) {
    throw new DomainError(
      'validation',
      'AUTH.RESET_LINK_INVALID',
      'This reset link is invalid or has expired. Please request a new one.',
    );
  }
  const loaded = await p.store.load(accountEntity, String(data.AccountId));
  if (!loaded)
    throw new DomainError(
      'validation',
      'AUTH.RESET_LINK_INVALID',
      'This reset link is invalid or has expired. Please request a new one.',
    );
  const actor = { id: loaded.value.AccountId, kind: 'anonymous' as const, ip: c.var.clientIp };
  await p.store.commit({
    entity: accountEntity,
    value: { ...loaded.value, PasswordHash: await hashPassword(password) },
    expectedVersion: loaded.version,
    audit: { objectType: 'Account', objectId: loaded.value.AccountId, action: 'Password reset', actor },
  });
  // A reset ends every session: whoever knew the old password is signed out.
  await revokeAllSessions(p, loaded.value.AccountId, 'Signed out by password reset', actor);
  // A fresh password also lifts a sign-in lock on the account.
  await clear(p.table, accountScope(kind, loaded.value.Email));
}

const resetBody = z
  .object({ Token: z.string().min(1).max(200), Password: z.string(), ConfirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const r = passwordWithConfirmationSchema.safeParse(v);
    if (!r.success)
      for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  });

const customerRequest = defineRoute({
  method: 'post',
  path: '/customer-password/request-reset',
  summary: 'Mail a customer a password reset link (same answer whether or not the e-mail exists)',
  tags,
  access: publicAccess('Forgotten password'),
  request: {
    body: jsonBody(
      z.object({ Email: z.string().min(3).max(254), ResetPasswordLink: z.string().max(2000).optional() }),
    ),
  },
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
  summary: 'Mail a staff member a password reset link (same answer whether or not the e-mail exists)',
  tags,
  access: publicAccess('Forgotten password'),
  request: {
    body: jsonBody(
      z.object({ email: z.string().min(3).max(254), ResetPasswordLink: z.string().max(2000).optional() }),
    ),
  },
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

export const passwordRoutes = contextApp()
  .openapi(customerRequest, async (c) => {
    await requestReset(c, 'customer', c.req.valid('json').Email);
    return c.json({ message: CUSTOMER_RECOVERY_SENT }, 201);
  })
  .openapi(customerReset, async (c) => {
    const { Token, Password } = c.req.valid('json');
    await resetPassword(c, 'customer', Token, Password);
    return c.json({ message: PASSWORD_RESET }, 201);
  })
  .openapi(staffRequest, async (c) => {
    await requestReset(c, 'staff', c.req.valid('json').email);
    return c.json({ message: STAFF_RECOVERY_SENT }, 200);
  })
  .openapi(staffReset, async (c) => {
    const { Token, Password } = c.req.valid('json');
    await resetPassword(c, 'staff', Token, Password);
    return c.json({ message: PASSWORD_RESET }, 201);
  });
