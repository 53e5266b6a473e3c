import { DomainError } from '@ezc/domain';
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
import { authorizeStaff } from '../use-cases/authorize-staff';
import { completeMfaEnrolment, MFA_ENROLLED, openMfaEnrolment } from '../use-cases/complete-mfa-enrolment';
import { describeMe } from '../use-cases/describe-me';
import { exchangeSsoCode } from '../use-cases/exchange-sso-code';
import { keepAlive } from '../use-cases/keep-alive';
import { refreshSession } from '../use-cases/refresh-session';
import { signInCustomer } from '../use-cases/sign-in-customer';
import { signInService } from '../use-cases/sign-in-service';
import { signInStaff } from '../use-cases/sign-in-staff';
import { signOut } from '../use-cases/sign-out';
import { actorOf, requestContext } from './request-context';
import {
  idleLimitSchema,
  messageSchema,
  mfaEnrolmentSchema,
  otpField,
  ssoAnswerSchema,
  tokenSetSchema,
  userSchema,
} from './schemas';
import { clearSessionCookies, clientOf, refreshTokenFrom, tokenAnswer } from './web-session';

const tags = ['Authentication and session'];
const ports = () => identityPorts(platform());
const email = z.string().min(1).max(254);
const password = z.string().min(1).max(1024);

const customerLogin = defineRoute({
  method: 'post',
  path: '/auth/customer/login',
  summary: 'Customer sign-in with e-mail and password',
  tags,
  access: publicAccess('Signing in'),
  request: { body: jsonBody(z.object({ username: email, password })) },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const ssoAuthorization = defineRoute({
  method: 'post',
  path: '/sso/authorization',
  summary: 'Staff single sign-on, step one: a single-use code and the SSO token',
  description:
    'After two-step sign-in is set up, `otp` is required: without it the answer is 401 `AUTH.MFA_REQUIRED`, ' +
    'with a wrong one 401 `AUTH.MFA_INVALID` (counted as a failed attempt). A staff member whose role must ' +
    'use two-step sign-in and who has not set it up is refused with 403 `AUTH.MFA_ENROLMENT_SENT` and mailed a ' +
    'single-use link (10 minutes; at most 3 in that time) to `/staff/two-step-setup`, where it is set up ' +
    '(`/auth/mfa/enrolment`, `/auth/mfa/enrol`): the answer carries no secret, so the password alone never enrols.',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(z.object({ email, password, client_id: z.string().min(1).max(100), otp: otpField })),
  },
  responses: { 200: jsonResponse(ssoAnswerSchema, 'Code issued, or two-step set-up to complete') },
});

const enrolmentToken = z
  .string()
  .min(1)
  .max(200)
  .describe('The token of the set-up link mailed to the staff member');

const mfaEnrolment = defineRoute({
  method: 'post',
  path: '/auth/mfa/enrolment',
  summary: "Two-step set-up, step one: what the mailed link's page shows (the key and its QR code)",
  description:
    'Uses nothing up. A link that expired (10 minutes), was used, or whose account has set two-step sign-in up ' +
    'meanwhile answers 401 `AUTH.MFA_ENROLMENT_EXPIRED`.',
  tags,
  access: publicAccess('Setting up two-step sign-in: the mailed link is the credential'),
  request: { body: jsonBody(z.object({ enrolment_token: enrolmentToken })) },
  responses: { 200: jsonResponse(z.object({ Data: mfaEnrolmentSchema }), 'The set-up to add to the app') },
});

const mfaEnrol = defineRoute({
  method: 'post',
  path: '/auth/mfa/enrol',
  summary: 'Two-step set-up, step two: the first code from the app turns it on (the link is used up)',
  description:
    'Answers the ten recovery codes, shown this once, and signs nobody in: the staff member then signs in at ' +
    '`/sso/authorization` with the password and a code from the app. A wrong code is 401 `AUTH.MFA_INVALID` ' +
    '(counted against the account like a failed sign-in).',
  tags,
  access: publicAccess('Setting up two-step sign-in: the mailed link is the credential'),
  request: {
    body: jsonBody(
      z.object({
        enrolment_token: enrolmentToken,
        otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
      }),
    ),
  },
  responses: {
    200: jsonResponse(
      z.object({
        recovery_codes: z.array(z.string()).describe('Ten single-use codes, shown this once'),
        message: z.string(),
      }),
      MFA_ENROLLED,
    ),
  },
});

const staffLogin = defineRoute({
  method: 'post',
  path: '/staff/auth/login',
  summary: 'Staff single sign-on, step two: the code becomes the tokens',
  tags,
  access: publicAccess('Signing in'),
  request: { body: jsonBody(z.object({ code: z.string().min(1).max(200) })) },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const authLogin = defineRoute({
  method: 'post',
  path: '/auth/login',
  summary: 'Staff sign-in with e-mail and password (and the two-step code), or with an SSO code',
  description:
    'A staff member who must set two-step sign-in up first is refused with 403 `AUTH.MFA_ENROLMENT_SENT` and ' +
    'mailed the set-up link, as at `/sso/authorization`.',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(
      z.union([z.object({ code: z.string().min(1).max(200) }), z.object({ email, password, otp: otpField })]),
    ),
  },
  responses: { 200: jsonResponse(tokenSetSchema, 'Signed in') },
});

const serviceLogin = defineRoute({
  method: 'post',
  path: '/sso/authorisation',
  summary: 'Background sign-in of the system account (Username, Password, ApiKey)',
  description:
    "The site's server signs in with it for its background calls (spec §1, §5): the system password never " +
    'reaches a browser. `ApiKey` is the key the customer (CRM) service knows the background client by; ' +
    '`client_id`, when sent, must be a client identity knows (else 400 `AUTH.UNKNOWN_CLIENT`).',
  tags,
  access: publicAccess('Signing in'),
  request: {
    body: jsonBody(
      z.object({
        Username: email,
        Password: password,
        ApiKey: z.string().min(1).max(200),
        client_id: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe("The common side's client id of the background session (the site sends its own)"),
      }),
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
  summary: 'The signed-in account, its menu, its home page and its idle limit',
  tags,
  access: signedIn(),
  responses: {
    200: jsonResponse(
      z.object({
        Data: userSchema.extend(idleLimitSchema.shape).extend({
          roles: z.array(z.string()),
          privileges: z.array(z.string()),
          menu: z.array(z.string()),
          home: z.string(),
          ConsentRequired: z.boolean().optional(),
          NoticeVersion: z.string().optional(),
        }),
      }),
      'The account',
    ),
  },
});

const keepAliveRoute = defineRoute({
  method: 'post',
  path: '/auth/keep-alive',
  summary: '"Stay signed in": counts as activity, so the session does not end for inactivity',
  tags,
  access: signedIn(),
  responses: { 200: jsonResponse(z.object({ Data: idleLimitSchema }), 'The idle limit, counted from now') },
});

export const signInRoutes = contextApp()
  .openapi(customerLogin, async (c) => {
    const { username, password } = c.req.valid('json');
    const { consent, ...tokens } = await signInCustomer(
      ports(),
      { email: username, password, client: clientOf(c) },
      requestContext(c),
    );
    const asked = consent
      ? { ConsentRequired: consent.ConsentRequired, NoticeVersion: consent.NoticeVersion }
      : {};
    return c.json({ ...tokenAnswer(c, tokens), ...asked }, 200);
  })
  .openapi(ssoAuthorization, async (c) => {
    const { email, password, client_id, otp } = c.req.valid('json');
    const answer = await authorizeStaff(
      ports(),
      { email, password, clientId: client_id, client: clientOf(c), ...(otp ? { otp } : {}) },
      requestContext(c),
    );
    return c.json(answer, 200);
  })
  .openapi(mfaEnrolment, async (c) => {
    const { enrolment_token } = c.req.valid('json');
    return c.json({ Data: await openMfaEnrolment(ports(), { enrolmentToken: enrolment_token }) }, 200);
  })
  .openapi(mfaEnrol, async (c) => {
    const { enrolment_token, otp } = c.req.valid('json');
    return c.json(
      await completeMfaEnrolment(ports(), { enrolmentToken: enrolment_token, otp }, requestContext(c)),
      200,
    );
  })
  .openapi(staffLogin, async (c) => {
    const tokens = await exchangeSsoCode(ports(), c.req.valid('json'), requestContext(c));
    return c.json(tokenAnswer(c, tokens), 200);
  })
  .openapi(authLogin, async (c) => {
    const body = c.req.valid('json');
    const ctx = requestContext(c);
    const tokens =
      'code' in body
        ? await exchangeSsoCode(ports(), body, ctx)
        : await signInStaff(
            ports(),
            { ...body, ...(body.otp ? {} : { otp: undefined }), client: clientOf(c) },
            ctx,
          );
    return c.json(tokenAnswer(c, tokens), 200);
  })
  .openapi(serviceLogin, async (c) => {
    const { Username, Password, ApiKey, client_id } = c.req.valid('json');
    const { SYSTEM_EMAIL, SYSTEM_PASSWORD, SYSTEM_API_KEY } = platform().config;
    const tokens = await signInService(
      ports(),
      {
        email: Username,
        password: Password,
        apiKey: ApiKey,
        clientId: client_id,
        ...(SYSTEM_PASSWORD && SYSTEM_API_KEY
          ? { configured: { email: SYSTEM_EMAIL, password: SYSTEM_PASSWORD, apiKey: SYSTEM_API_KEY } }
          : {}),
      },
      requestContext(c),
    );
    return c.json(tokenAnswer(c, tokens), 200);
  })
  .openapi(refresh, async (c) => {
    const presented = refreshTokenFrom(c, c.req.valid('json').RefreshToken);
    try {
      if (!presented) throw new DomainError('unauthorized', 'AUTH.UNAUTHORIZED', 'Unauthorized');
      return c.json(
        tokenAnswer(c, await refreshSession(ports(), presented, requestContext(c)), 'refresh'),
        200,
      );
    } catch (e) {
      clearSessionCookies(c);
      throw e;
    }
  })
  .openapi(logoutRoute, async (c) => {
    await signOut(ports(), { sessionId: c.get('principal')!.sessionId }, actorOf(c));
    clearSessionCookies(c);
    return c.json({ message: 'Signed out.' }, 200);
  })
  .openapi(rolesPrivileges, (c) => {
    const { roles, privileges } = c.get('principal')!;
    return c.json({ roles, privileges }, 200);
  })
  .openapi(me, async (c) => c.json({ Data: await describeMe(ports(), c.get('principal')!) }, 200))
  .openapi(keepAliveRoute, (c) => c.json({ Data: keepAlive(c.get('principal')!) }, 200));
