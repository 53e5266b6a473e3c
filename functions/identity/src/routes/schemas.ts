import * as z from 'zod';

export const tokenSetSchema = z
  .object({
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    expires_in: z.number(),
    token_type: z.literal('Bearer'),
    session: z.literal('cookie').optional(),
    ConsentRequired: z
      .boolean()
      .optional()
      .describe('Customers: a newer Privacy Notice must be accepted (POST /consents/accept) first'),
    NoticeVersion: z.string().optional().describe('Customers: the Privacy Notice version in force'),
  })
  .meta({
    id: 'TokenSet',
    description:
      'Tokens in the body for API clients; with `X-Client: web` they are set as HttpOnly cookies instead.',
  });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const userSchema = z
  .object({
    id: z.string(),
    UserId: z.string(),
    email: z.string(),
    full_name: z.string(),
    FullName: z.string(),
    Email: z.string(),
    Status: z.enum(['Active', 'Inactive']),
    Kind: z.enum(['staff', 'customer', 'service']),
    Roles: z.array(z.string()),
    MfaEnrolled: z.boolean(),
    EmailVerified: z
      .boolean()
      .optional()
      .describe('Customers: the e-mail address was verified through the mailed link (needed to apply)'),
    userGroup: z.object({ GroupCode: z.string() }).optional(),
    CustomerId: z.string().optional(),
    AccountType: z.enum(['individual', 'corporate']).optional(),
    MemberType: z.string().optional(),
  })
  .meta({ id: 'User', description: 'An account as the API shows it: never a hash or a secret.' });

export const roleSchema = z
  .object({ RoleId: z.string(), Name: z.string(), Privileges: z.array(z.string()) })
  .meta({ id: 'Role' });

export const idleLimitSchema = z.object({
  IdleTimeoutSeconds: z.number().int().optional(),
  IdleWarningSeconds: z.number().int().optional(),
});

export const mfaEnrolmentSchema = z
  .object({
    secret: z.string().describe('The authenticator secret in base32, for apps that cannot scan'),
    otpauth_url: z.string(),
    qr: z.object({ size: z.number().int(), path: z.string().describe('One SVG path of unit squares') }),
    email: z.string().describe('The staff account it is for (the label the app shows)'),
  })
  .meta({
    id: 'MfaEnrolment',
    description: "Two-step sign-in to add to the staff member's authenticator app.",
  });

export const ssoAnswerSchema = z
  .object({
    code: z.string(),
    sso_token: z
      .string()
      .describe(
        'The single-sign-on bearer (spec §7): `GET /users` and `GET /users/{id}` accept it as `Authorization: Bearer`; it lasts as long as an access token and ends with the session',
      ),
  })
  .meta({
    id: 'StaffAuthorization',
    description: 'A single-use code (60 s) to exchange at `/staff/auth/login`, and the SSO token.',
  });

export const otpField = z
  .string()
  .min(6)
  .max(16)
  .optional()
  .describe(
    'The 6-digit code of the authenticator app, or a recovery code; needed once two-step sign-in is set up',
  );
