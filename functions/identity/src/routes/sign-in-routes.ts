import { DomainError, homePath, visibleMenuKeys } from '@ezc/domain';
import {
  type AppEnv,
  contextApp,
  defineRoute,
  jsonBody,
  jsonResponse,
  platform,
  publicAccess,
  signedIn,
} from '@ezc/platform';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sign } from 'hono/jwt';
import { accountEntity, publicAccount } from '../accounts/account';
import { consumeCode, issueCode } from '../credentials/one-time-codes';
import { secretHash } from '../credentials/secret-tokens';
import { logout, refreshSession, reissueForSession, startSession } from '../sessions/session-service';
import { passwordSignIn } from '../use-cases/password-sign-in';
import { requestContext } from './request-context';
import { messageSchema, tokenSetSchema } from './schemas';
import { clearSessionCookies, isWebClient, refreshTokenFrom, tokenAnswer } from './web-session';

const tags = ['Authentication and session'];
const KNOWN_CLIENTS = new Set(['loan-web']);
const SSO_CODE_SECONDS = 60;
const invalidCode = () =>
  new DomainError('unauthorized', 'AUTH.INVALID_CODE', 'The sign-in code is invalid or has expired.');

const loadAccount = async (id: string) => (await platform().store.load(accountEntity, id))?.value;

const customerLogin = defineRoute({
  method: 'post',
  path: '/auth/customer/login',
  summary: 'Customer sign-in with e-mail and password',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(z.object({ username: z.string().min(1).max(254), password: z.string().min(1).max(256) })),
  },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const ssoAuthorization = defineRoute({
  method: 'post',
  path: '/sso/authorization',
  summary: 'Staff single sign-on: e-mail and password give a short-lived, single-use code and the SSO token',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(
      z.object({
        email: z.string().min(1).max(254),
        password: z.string().min(1).max(256),
        client_id: z.string().min(1),
      }),
    ),
  },
  responses: { 200: jsonResponse(z.object({ code: z.string(), sso_token: z.string() }), 'Code issued') },
});

const staffLogin = defineRoute({
  method: 'post',
  path: '/staff/auth/login',
  summary: 'Staff sign-in with the SSO code',
  tags,
  access: publicAccess('Signing in'),
  request: { body: jsonBody(z.object({ code: z.string().min(1).max(200) })) },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const authLogin = defineRoute({
  method: 'post',
  path: '/auth/login',
  summary: 'Staff sign-in with e-mail and password, or with an SSO code',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(
      z.union([
        z.object({ code: z.string().min(1).max(200) }),
        z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(256) }),
      ]),
    ),
  },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const serviceLogin = defineRoute({
  method: 'post',
  path: '/sso/authorisation',
  summary: 'Background sign-in of the system account (Username, Password, ApiKey)',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(
      z.object({ Username: z.string().min(1), Password: z.string().min(1), ApiKey: z.string().min(1) }),
    ),
  },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const refresh = defineRoute({
  method: 'post',
  path: '/customer-refresh-token',
  summary: 'Rotate the tokens: a refresh token works once; reusing a spent one revokes the session',
  tags,
  access: publicAccess('The refresh token is the credential'),
  request: { body: jsonBody(z.object({ RefreshToken: z.string().min(1).max(300).optional() })) },
  responses: { 200: jsonResponse(tokenSetSchema, 'New tokens') },
});

const logoutRoute = defineRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Sign out: revokes the session',
  tags,
  access: signedIn(),
  responses: { 200: jsonResponse(messageSchema, 'Signed out') },
});

const rolesPrivileges = defineRoute({
  method: 'post',
  path: '/get-roles-privileges',
  summary: "The caller's roles and privileges",
  tags,
  access: signedIn(),
  responses: {
    200: jsonResponse(
      z.object({ roles: z.array(z.string()), privileges: z.array(z.string()) }),
      'Roles and privileges',
    ),
  },
});

const me = defineRoute({
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in account, its menu and its home page',
  tags,
  access: signedIn(),
  responses: { 200: jsonResponse(z.object({ Data: z.record(z.string(), z.unknown()) }), 'The account') },
});

export const signInRoutes = contextApp()
  .openapi(customerLogin, async (c) => {
    const { username, password } = c.req.valid('json');
    const p = platform();
    const ctx = requestContext(c);
    const account = await passwordSignIn(p, { kind: 'customer', email: username, password }, ctx);
    return c.json(tokenAnswer(c, await startSession(p, account, ctx, 'customer login')), 200);
  })
  .openapi(ssoAuthorization, async (c) => {
    const { email, password, client_id } = c.req.valid('json');
    if (!KNOWN_CLIENTS.has(client_id)) {
      throw new DomainError('validation', 'AUTH.UNKNOWN_CLIENT', 'Unknown client.');
    }
    const p = platform();
    const ctx = requestContext(c);
    const account = await passwordSignIn(p, { kind: 'staff', email, password }, ctx);
    const session = await startSession(p, account, ctx, 'single sign-on');
    const code = await issueCode(
      p,
      'sso',
      { AccountId: account.AccountId, SessionId: session.sessionId },
      SSO_CODE_SECONDS,
    );
    const nowS = Math.floor(Date.now() / 1000);
    const ssoToken = await sign(
      { sub: account.AccountId, sid: session.sessionId, typ: 'sso', iat: nowS, exp: nowS + SSO_CODE_SECONDS },
      p.tokenSecret,
      'HS256',
    );
    return c.json({ code, sso_token: ssoToken }, 200);
  })
  .openapi(staffLogin, async (c) => c.json(await exchangeCode(c, c.req.valid('json').code), 200))
  .openapi(authLogin, async (c) => {
    const body = c.req.valid('json');
    if ('code' in body) return c.json(await exchangeCode(c, body.code), 200);
    const p = platform();
    const ctx = requestContext(c);
    const account = await passwordSignIn(
      p,
      { kind: 'staff', email: body.email, password: body.password },
      ctx,
    );
    return c.json(tokenAnswer(c, await startSession(p, account, ctx, 'staff login')), 200);
  })
  .openapi(serviceLogin, async (c) => {
    const { Username, Password, ApiKey } = c.req.valid('json');
    const p = platform();
    const ctx = requestContext(c);
    const account = await passwordSignIn(p, { kind: 'service', email: Username, password: Password }, ctx);
    if (!account.ApiKeyHash || account.ApiKeyHash !== secretHash(ApiKey)) {
      throw new DomainError('unauthorized', 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password.');
    }
    return c.json(tokenAnswer(c, await startSession(p, account, ctx, 'background login')), 200);
  })
  .openapi(refresh, async (c) => {
    const token = refreshTokenFrom(c, c.req.valid('json').RefreshToken);
    if (!token) throw new DomainError('unauthorized', 'AUTH.UNAUTHORIZED', 'Unauthorized');
    try {
      const tokens = await refreshSession(platform(), token, requestContext(c), loadAccount, {
        // Only the site's shared cookie jar has racing tabs; an API client's replay is theft.
        graceForRacingTabs: isWebClient(c),
      });
      return c.json(tokenAnswer(c, tokens), 200);
    } catch (e) {
      clearSessionCookies(c);
      throw e;
    }
  })
  .openapi(logoutRoute, async (c) => {
    const principal = c.var.principal!;
    await logout(platform(), principal.sessionId, {
      id: principal.id,
      kind: principal.kind === 'service' ? 'system' : principal.kind,
      ip: c.var.clientIp,
    });
    clearSessionCookies(c);
    return c.json({ message: 'Signed out.' }, 200);
  })
  .openapi(rolesPrivileges, (c) => {
    const { roles, privileges } = c.var.principal!;
    return c.json({ roles, privileges }, 200);
  })
  .openapi(me, async (c) => {
    const principal = c.var.principal!;
    const account = await loadAccount(principal.id);
    if (!account) throw new DomainError('unauthorized', 'AUTH.UNAUTHORIZED', 'Unauthorized');
    const subject = { kind: principal.kind, roles: principal.roles, privileges: principal.privileges };
    return c.json(
      {
        Data: {
          ...publicAccount(account),
          roles: principal.roles,
          privileges: principal.privileges,
          menu: visibleMenuKeys(subject),
          home: homePath(subject),
        },
      },
      200,
    );
  });

/** The second step of the staff sign-in: the single-use code becomes the product tokens. */
async function exchangeCode(c: Context<AppEnv>, code: string) {
  const p = platform();
  const ctx = requestContext(c);
  const data = await consumeCode(p, 'sso', code);
  if (!data) throw invalidCode();
  const account = await loadAccount(String(data.AccountId));
  if (account?.Status !== 'Active') throw invalidCode();
  const tokens = await reissueForSession(p, account, String(data.SessionId), ctx, 'Signed in (staff code)');
  return tokenAnswer(c, tokens);
}
