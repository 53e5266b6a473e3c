/**
 * The API's paths, request bodies and answers, generated from its OpenAPI document by
 * `npm run api:types`. Do not edit: change the route declarations and regenerate.
 */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the API answers
     * @description Public: Monitoring checks it without an account.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's IP address, recorded with signatures and approvals
     * @description Public: The login page asks for it before anyone is signed in.
     */
    get: operations['getClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/customer/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customer sign-in with e-mail and password
     * @description Public: Signing in.
     */
    post: operations['postAuthCustomerLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/authorization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff single sign-on, step one: a single-use code and the SSO token (or a two-step set-up)
     * @description After two-step sign-in is set up, `otp` is required: without it the answer is 401 `AUTH.MFA_REQUIRED`, with a wrong one 401 `AUTH.MFA_INVALID` (counted as a failed attempt). A staff member whose role must use two-step sign-in and who has not set it up gets `mfa_enrolment`, completed at `/auth/mfa/enrol`.
     *
     *     Public: Signing in.
     */
    post: operations['postSsoAuthorization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mfa/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff sign-in with two-step set-up: the first code from the app completes the set-up and the sign-in
     * @description Public: Signing in: the enrolment token from step one is the credential.
     */
    post: operations['postAuthMfaEnrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff single sign-on, step two: the code becomes the tokens
     * @description Public: Signing in.
     */
    post: operations['postStaffAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff sign-in with e-mail and password (and the two-step code), or with an SSO code
     * @description Public: Signing in.
     */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sso/authorisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Background sign-in of the system account (Username, Password, ApiKey)
     * @description Public: Signing in.
     */
    post: operations['postSsoAuthorisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the tokens: a refresh token works once; reusing a spent one revokes the session
     * @description Public: The refresh token is the credential.
     */
    post: operations['postCustomerRefreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: revokes the session
     * @description Signed in.
     */
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/get-roles-privileges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's roles and privileges
     * @description Signed in.
     */
    post: operations['postGetRolesPrivileges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account, its menu, its home page and its idle limit
     * @description Signed in.
     */
    get: operations['getAuthMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/keep-alive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * "Stay signed in": counts as activity, so the session does not end for inactivity
     * @description Signed in.
     */
    post: operations['postAuthKeepAlive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-password/request-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a customer a password reset link (same answer, in the same time, whether or not the e-mail exists)
     * @description Public: Forgotten password.
     */
    post: operations['postCustomerPasswordRequestReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new customer password with the token from the mailed link
     * @description Public: The reset token is the credential.
     */
    post: operations['postCustomerPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/request-reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a staff member a password reset link (same answer, in the same time, whether or not the e-mail exists)
     * @description Public: Forgotten password.
     */
    post: operations['postAuthRequestResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new staff password with the token from the mailed link
     * @description Public: The reset token is the credential.
     */
    post: operations['postAuthResetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the signed-in person's password; their other sessions end and an e-mail tells them
     * @description Signed in as customer or staff.
     */
    post: operations['postAuthChangePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff users, active by default; `roleId` lists only the users assigned that role
     * @description Signed in as staff.
     */
    get: operations['getUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One staff user
     * @description Signed in as staff.
     */
    get: operations['getUsersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Roles with their privileges (User Role settings)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postRolesFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/update-privileges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a role's privileges
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postRolesUpdatePrivileges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/update-roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Assign a staff user's roles (ends the user's sessions so the change applies at once)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postUsersUpdateRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/set-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate or deactivate a staff user (deactivating ends their sessions)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postUsersSetStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/reset-mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clear a staff user's two-step sign-in (ends their sessions; they set it up again at next sign-in)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postUsersResetMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The staff roles that must use two-step sign-in
     * @description Signed in as staff, with the role Admin.
     */
    get: operations['getSettingsMfa'];
    put?: never;
    /**
     * Choose the staff roles that must use two-step sign-in (they set it up at their next sign-in)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postSettingsMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/lists/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A common list (nationality, gender, race, state, country, bank, account type, business nature)
     * @description Signed in.
     */
    get: operations['getListsItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/realtime/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The pushes since a moment, for pages that cannot keep a WebSocket open (polling)
     * @description Signed in.
     */
    get: operations['getRealtimeEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/realtime/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A one-minute ticket to open the WebSocket with (`/ws?token=`)
     * @description Browsers cannot set headers on a WebSocket and the WebSocket API is not on the site origin, so the page asks for a short-lived ticket of its own session and passes it in the connection address. The ticket is its own token type: it opens a socket and is refused everywhere else.
     *
     *     Signed in.
     */
    post: operations['postRealtimeTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Tokens in the body for API clients; with `X-Client: web` they are set as HttpOnly cookies instead. */
    TokenSet: {
      access_token?: string;
      refresh_token?: string;
      expires_in: number;
      /** @constant */
      token_type: 'Bearer';
      /** @constant */
      session?: 'cookie';
    };
    /** @description A single-use code (60 s) and the SSO token; or, for a staff member who must set up two-step sign-in, the enrolment to complete at `/auth/mfa/enrol`. */
    StaffAuthorization:
      | {
          code: string;
          sso_token: string;
        }
      | {
          mfa_enrolment: components['schemas']['MfaEnrolment'];
        };
    /** @description Two-step sign-in to set up before the sign-in can go on. */
    MfaEnrolment: {
      enrolment_token: string;
      /** @description The authenticator secret in base32, for apps that cannot scan */
      secret: string;
      otpauth_url: string;
      qr: {
        size: number;
        /** @description One SVG path of unit squares */
        path: string;
      };
    };
    Message: {
      message: string;
    };
    /** @description An account as the API shows it: never a hash or a secret. */
    User: {
      id: string;
      UserId: string;
      email: string;
      full_name: string;
      FullName: string;
      Email: string;
      /** @enum {string} */
      Status: 'Active' | 'Inactive';
      /** @enum {string} */
      Kind: 'staff' | 'customer' | 'service';
      Roles: string[];
      MfaEnrolled: boolean;
      userGroup?: {
        GroupCode: string;
      };
      CustomerId?: string;
      /** @enum {string} */
      AccountType?: 'individual' | 'corporate';
      MemberType?: string;
    };
    Role: {
      RoleId: string;
      Name: string;
      Privileges: string[];
    };
    /** @description The staff roles that must use two-step sign-in */
    MfaSettings: {
      Roles: ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      IsDefault: boolean;
    };
    /**
     * @description A failure: a human message (in the caller's language, except the session-ending 'Unauthorized') and a stable code.
     * @example {
     *       "message": "Loan not found",
     *       "code": "LOAN.NOT_FOUND"
     *     }
     */
    Problem: {
      message: string;
      code: string;
    };
  };
  responses: {
    /** @description The input is malformed or invalid; the message names the fields. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description The token is missing, expired or revoked (`{"message":"Unauthorized"}`: sign in again), or the credentials are refused. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description Signed in, but without the right; or a write authenticated by the session cookie without its CSRF token. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description The object does not exist, or belongs to another customer (its existence is not revealed). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description The object changed meanwhile, or already exists. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description The request body is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description The request body is not sent as `application/json`. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description A business rule refuses the request; the code says which. */
    RuleRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
    /** @description Too many attempts; try again later. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Problem'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The API answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'ok';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client IP */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ip: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthCustomerLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSsoAuthorization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          client_id: string;
          /** @description The 6-digit code of the authenticator app, or a recovery code; needed once two-step sign-in is set up */
          otp?: string;
        };
      };
    };
    responses: {
      /** @description Code issued, or two-step set-up to complete */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffAuthorization'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthMfaEnrol: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enrolment_token: string;
          otp: string;
        };
      };
    };
    responses: {
      /** @description Set up and signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            sso_token: string;
            /** @description Ten single-use codes, shown this once */
            recovery_codes: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postStaffAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              code: string;
            }
          | {
              email: string;
              password: string;
              /** @description The 6-digit code of the authenticator app, or a recovery code; needed once two-step sign-in is set up */
              otp?: string;
            };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSsoAuthorisation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Username: string;
          Password: string;
          ApiKey: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomerRefreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          RefreshToken?: string;
        };
      };
    };
    responses: {
      /** @description New tokens */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postGetRolesPrivileges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Roles and privileges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            roles: string[];
            privileges: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getAuthMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              id: string;
              UserId: string;
              email: string;
              full_name: string;
              FullName: string;
              Email: string;
              /** @enum {string} */
              Status: 'Active' | 'Inactive';
              /** @enum {string} */
              Kind: 'staff' | 'customer' | 'service';
              Roles: string[];
              MfaEnrolled: boolean;
              userGroup?: {
                GroupCode: string;
              };
              CustomerId?: string;
              /** @enum {string} */
              AccountType?: 'individual' | 'corporate';
              MemberType?: string;
              IdleTimeoutSeconds?: number;
              IdleWarningSeconds?: number;
              roles: string[];
              privileges: string[];
              menu: string[];
              home: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthKeepAlive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The idle limit, counted from now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              IdleTimeoutSeconds?: number;
              IdleWarningSeconds?: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomerPasswordRequestReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Email: string;
          ResetPasswordLink?: string;
        };
      };
    };
    responses: {
      /** @description Customer email recovery sent successfully */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postCustomerPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Token: string;
          Password: string;
          ConfirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Password reset successfully. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthRequestResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          ResetPasswordLink?: string;
        };
      };
    };
    responses: {
      /** @description Staff email recovery sent successfully */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Token: string;
          Password: string;
          ConfirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Password reset successfully. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAuthChangePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CurrentPassword: string;
          Password: string;
          ConfirmPassword: string;
        };
      };
    };
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUsers: {
    parameters: {
      query?: {
        status?: 'active' | 'inactive' | 'All';
        roleId?: string;
        assigned?: 'true' | 'false';
        search?: string;
        Rows?: number;
        Page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Users */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['User'][];
            Count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRolesFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Roles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Role'][];
            Count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRolesUpdatePrivileges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          RoleId: string;
          Privileges: (
            | 'Dashboard'
            | 'Menu - Applications'
            | 'Partner - List'
            | 'Menu - Signing Sessions'
            | 'Menu - Setup > Product'
            | 'Menu - Setup > Signing Session'
            | 'Signature - Retrieve'
            | 'Signer - Company'
            | 'Application - Retrieve List'
            | 'Loan - Retrieve List'
            | 'Loan - View Details'
            | 'Application - View Details'
            | 'Loan - Retrieve Signing Sessions'
            | 'Manual Payment Receipt'
          )[];
        };
      };
    };
    responses: {
      /** @description The role */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Role'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersUpdateRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          UserId: string;
          Roles: ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
        };
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersSetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          UserId: string;
          /** @enum {string} */
          Status: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUsersResetMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          UserId: string;
        };
      };
    };
    responses: {
      /** @description The user */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['User'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSettingsMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The setting */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['MfaSettings'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSettingsMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Roles: ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
        };
      };
    };
    responses: {
      /** @description The setting */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['MfaSettings'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getListsItems: {
    parameters: {
      query: {
        ListName:
          | 'Nationality'
          | 'Gender'
          | 'Race'
          | 'Malaysian State'
          | 'Country'
          | 'Bank'
          | 'Bank Account Type'
          | 'Business Nature';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list items */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Code: string;
              Name: string;
            }[];
            Count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getRealtimeEvents: {
    parameters: {
      query: {
        after: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pushes after the given moment, oldest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              [key: string]: unknown;
            }[];
            Count: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postRealtimeTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ticket */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            expires_in: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
}
