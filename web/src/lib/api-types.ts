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
     * Staff single sign-on, step one: a single-use code and the SSO token
     * @description After two-step sign-in is set up, `otp` is required: without it the answer is 401 `AUTH.MFA_REQUIRED`, with a wrong one 401 `AUTH.MFA_INVALID` (counted as a failed attempt). A staff member whose role must use two-step sign-in and who has not set it up is refused with 403 `AUTH.MFA_ENROLMENT_SENT` and mailed a single-use link (10 minutes; at most 3 in that time) to `/staff/two-step-setup`, where it is set up (`/auth/mfa/enrolment`, `/auth/mfa/enrol`): the answer carries no secret, so the password alone never enrols.
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
  '/api/auth/mfa/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Two-step set-up, step one: what the mailed link's page shows (the key and its QR code)
     * @description Uses nothing up. A link that expired (10 minutes), was used, or whose account has set two-step sign-in up meanwhile answers 401 `AUTH.MFA_ENROLMENT_EXPIRED`.
     *
     *     Public: Setting up two-step sign-in: the mailed link is the credential.
     */
    post: operations['postAuthMfaEnrolment'];
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
     * Two-step set-up, step two: the first code from the app turns it on (the link is used up)
     * @description Answers the ten recovery codes, shown this once, and signs nobody in: the staff member then signs in at `/sso/authorization` with the password and a code from the app. A wrong code is 401 `AUTH.MFA_INVALID` (counted against the account like a failed sign-in).
     *
     *     Public: Setting up two-step sign-in: the mailed link is the credential.
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
     * @description A staff member who must set two-step sign-in up first is refused with 403 `AUTH.MFA_ENROLMENT_SENT` and mailed the set-up link, as at `/sso/authorization`.
     *
     *     Public: Signing in.
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
     * @description The site's server signs in with it for its background calls (spec §1, §5): the system password never reaches a browser. `ApiKey` is the key the customer (CRM) service knows the background client by; `client_id`, when sent, must be a client identity knows (else 400 `AUTH.UNKNOWN_CLIENT`).
     *
     *     Public: Signing in.
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
     * @description The mailed link leads to the reset page on the site's configured address (`PUBLIC_URL`), never to the request's `Host` or to the origin of a `ResetPasswordLink`; it works once, for 30 minutes.
     *
     *     Public: Forgotten password.
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
     * @description The mailed link leads to the reset page on the site's configured address (`PUBLIC_URL`), never to the request's `Host` or to the origin of a `ResetPasswordLink`; it works once, for 30 minutes.
     *
     *     Public: Forgotten password.
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
  '/api/customer/login/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Onboarding step 1: a borrower creates their login; a link to verify the e-mail is mailed
     * @description Answers `202` with the same message, after the same work, whether or not the e-mail already has an account, so the call tells nobody which e-mails are registered. A new e-mail gets a customer account (an online member, or a company) with the Borrower role, its customer record opened right after (until then `/customer/profile/find-one` answers 404), and a single-use link to verify the address, valid 24 hours, on the site's configured address. The person then signs in with `/auth/customer/login`. A taken e-mail changes nothing: its owner is told by e-mail, in their language, how to sign in. No session is given. More than 10 registrations from one address in an hour answer 429.
     *
     *     Public: Registering: nobody is signed in yet.
     */
    post: operations['postCustomerLoginAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify a borrower's e-mail address with the token of the mailed link
     * @description The link works once, for 24 hours. A borrower applies for a loan only from a verified address (`/applications/add` and `/applications/submit` answer 403 `ACCOUNT.EMAIL_NOT_VERIFIED` before). A spent, expired or unknown token answers 400 `ACCOUNT.VERIFY_LINK_INVALID`.
     *
     *     Public: The mailed token is the credential.
     */
    post: operations['postCustomerEmailVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/email/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the signed-in borrower a new link to verify their e-mail address
     * @description At most 3 an hour (then 429 `ACCOUNT.VERIFICATIONS_LIMITED`); an address already verified answers 422 `ACCOUNT.ALREADY_VERIFIED`.
     *
     *     Signed in as customer.
     */
    post: operations['postCustomerEmailResendVerification'];
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
     * @description Signed-in staff, with their access token (Bearer or the site's cookie) or with the single-sign-on bearer, the `sso_token` of `POST /sso/authorization` (spec §7).
     *
     *     Signed in as staff.
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
     * @description Signed-in staff, with their access token or with the single-sign-on bearer (`sso_token` of `POST /sso/authorization`).
     *
     *     Signed in as staff.
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
  '/api/privacy-notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The Privacy Notice version in force, when it was published and what it changed
     * @description Public: The notice is public: it is read before registering.
     */
    get: operations['getPrivacyNotice'];
    put?: never;
    /**
     * Publish a new Privacy Notice version: every customer is asked to accept it at their next sign-in
     * @description The version is its publication date (YYYY-MM-DD) and must come after the one in force (422 `CONSENT.VERSION_NOT_NEWER`). Audited as "Privacy notice version published".
     *
     *     Signed in as staff, with the role Admin.
     */
    post: operations['postPrivacyNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in customer's consents (newest first) and whether the notice in force waits for theirs
     * @description Signed in as customer.
     */
    get: operations['getConsents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consents/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed-in customer accepts the Privacy Notice version in force (recorded with time and IP)
     * @description A version other than the one in force is refused with 409 `CONSENT.NOTICE_CHANGED`.
     *
     *     Signed in as customer.
     */
    post: operations['postConsentsAccept'];
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
  '/api/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The site reports an error it met (kept in the logs without personal data)
     * @description Reports are scrubbed of e-mail addresses, identity and phone numbers, tokens and URL queries, and are limited to 30 a minute per address (429 beyond). The answer names the id the report is logged under.
     *
     *     Public: Errors on the sign-in pages are reported before anyone is signed in.
     */
    post: operations['postLogs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/profile/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A customer record: the borrower's own, or the one staff name
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerProfileFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/profile/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Personal details and residential address (onboarding step 2 for individuals)
     * @description Date of birth and gender are read from the NRIC; with a passport they are given. At step 2 this moves onboarding to step 3.
     *
     *     Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerProfileUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/addresses/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add the residential address
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerAddressesAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/addresses/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update the residential address
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerAddressesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/employments/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add employment details (onboarding step 3 for individuals; PreviousOccupation '-')
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerEmploymentsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/employments/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update employment details
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerEmploymentsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/banks/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add the bank account for disbursement (onboarding step 3 for companies)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerBanksAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/banks/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update the bank account
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerBanksUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/company/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A company borrower's details
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerCompanyFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/company/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A company borrower's details (onboarding step 2 for companies, with the contact person)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerCompanyUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/company/contact-persons/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a company's contact person; the default one ('Y') completes onboarding step 2
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomersCompanyContactPersonsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/company/contact-persons/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update a company's contact person
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomersCompanyContactPersonsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customers/company/contact-persons/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A company's contact persons, the default only with IsDefaultYN 'Y'
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomersCompanyContactPersonsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/onboarding/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish onboarding (step 4 to 5); missing documents stay on the checklist
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Staff.
     */
    post: operations['postCustomerOnboardingComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customers/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Customers for staff, searched by name, IC number or e-mail
     * @description Signed in as staff, with the role Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerCustomersFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customers/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One customer record, for staff
     * @description Signed in as staff, with the role Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerCustomersFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customers/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change an individual customer's member type
     * @description Signed in as staff, with the role Admin or Risk Team or Staff.
     */
    post: operations['postCustomerCustomersUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customers/get-activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every change to a customer record: who, when, from which IP, what changed
     * @description Newest first, with `Count` of all of it; with `Rows` (and `Page`, 1 unless given) one page of it, the whole history otherwise.
     *
     *     Signed in as staff, with the role Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerCustomersGetActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/data-export/own': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * PDPA data access: everything the product holds about the signed-in borrower, as JSON or PDF
     * @description Profile, documents list (not the files), applications, loans with their schedule's summary, payments with receipt numbers, consents and sign-in history. Always the caller's own record; recorded in its history.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postCustomerDataExportOwn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/data-export/request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * PDPA data-subject request: a customer's data produced by staff, as JSON or PDF
     * @description The same export a borrower gets, for the customer named; the request (who, when, the reference, the format) is recorded in the customer's history and the PDF names who produced it.
     *
     *     Signed in as staff, with the role Admin.
     */
    post: operations['postCustomerDataExportRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The documents kept under an object (a customer's own record when none is named)
     * @description Signed in as customer or staff.
     */
    get: operations['getMedias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias/internal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a document as multipart/form-data (ObjectId, ObjectType, Type, FileName, FileExtension, Title, Description, then FileStream)
     * @description The fields come first and the file last, as `FileStream`. The file is checked by its extension and its content against the Title's rule and streamed, never held beyond its limit. Videos are uploaded with `/medias/upload-url`.
     *
     *     Signed in as customer or staff.
     */
    post: operations['postMediasInternal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A form to post a file straight to the document store, then confirm with /medias/confirm-upload
     * @description Signed in as customer or staff.
     */
    post: operations['postMediasUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias/confirm-upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a file posted with an upload form and register it (a refused file is deleted)
     * @description Signed in as customer or staff.
     */
    post: operations['postMediasConfirmUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias/{MediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a document (its owner, or an Admin for a customer's)
     * @description Signed in as customer or staff.
     */
    delete: operations['deleteMediasByMediaId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/medias/download-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A signed link to download a document, valid for a minute
     * @description Signed in as customer or staff.
     */
    post: operations['postMediasDownloadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-documents/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The documents a customer's account type needs, with what is still missing
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerDocumentsChecklist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-documents/get-latest-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The latest Photo of a customer, with a signed link ('No file found' when none)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerDocumentsGetLatestPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-documents/get-nric-front-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The latest NRIC Front of a customer, with a signed link ('No file found' when none)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerDocumentsGetNricFrontPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-documents/get-nric-back-photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The latest NRIC Back of a customer, with a signed link ('No file found' when none)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerDocumentsGetNricBackPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer-documents/get-ssm-statutory-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The latest SSM Statutory Forms of a customer, with a signed link ('No file found' when none)
     * @description Signed in as customer or staff, with the role Borrower or Admin or Risk Team or Finance Team or Staff.
     */
    post: operations['postCustomerDocumentsGetSsmStatutoryForms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/EKYC/upload-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * eKYC step 1: name the identity document images (media titled eKYC Front and eKYC Back)
     * @description Signed in as customer or staff, with the role Borrower or Company Signer or Attorney.
     */
    post: operations['postEKYCUploadDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/2fa/SendSMSOTP': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * eKYC step 2: send a 6-digit code by SMS to PhoneNo or the profile's mobile (a new one after 3 minutes; 429 before)
     * @description Signed in as customer or staff, with the role Borrower or Company Signer or Attorney.
     */
    post: operations['post2faSendSMSOTP'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/EKYC/PerformEKYC': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the SMS code and verify the person's identity (422 with spec §8's text when not verified)
     * @description Signed in as customer or staff, with the role Borrower or Company Signer or Attorney.
     */
    post: operations['postEKYCPerformEKYC'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/EKYC/CheckEKYCCompleted/UserLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the signed-in person's eKYC is completed
     * @description Signed in as customer or staff, with the role Borrower or Company Signer or Attorney.
     */
    get: operations['getEKYCCheckEKYCCompletedUserLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ekyc/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * eKYC records, newest first: every person's with 'Application - View Details', otherwise only the caller's own
     * @description Signed in as customer or staff, with the role Borrower or Company Signer or Attorney, or the privilege Application - View Details.
     */
    post: operations['postEkycFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/ekyc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether the perform-KYC menu entry is enabled (every signed-in page draws the menu from it)
     * @description Signed in.
     */
    get: operations['getSettingsEkyc'];
    put?: never;
    /**
     * Enable or disable the perform-KYC menu entry (Admin)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postSettingsEkyc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signatures/get-user-signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's saved signature with a short-lived link, or null
     * @description Signed in as customer or staff, with the role Company Signer or Attorney, or the privilege Signature - Retrieve.
     */
    post: operations['postSignaturesGetUserSignature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signatures/add-user-signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save the caller's signature (PNG or JPEG, checked by content, at most 2 MB)
     * @description Signed in as customer or staff, with the role Company Signer or Attorney, or the privilege Signature - Retrieve.
     */
    post: operations['postSignaturesAddUserSignature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signatures/update-user-signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the caller's saved signature with a new image
     * @description Signed in as customer or staff, with the role Company Signer or Attorney, or the privilege Signature - Retrieve.
     */
    post: operations['postSignaturesUpdateUserSignature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signatures/delete-user-signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the caller's saved signature
     * @description Signed in as customer or staff, with the role Company Signer or Attorney, or the privilege Signature - Retrieve.
     */
    post: operations['postSignaturesDeleteUserSignature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signatures/download-user-signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The caller's saved signature image itself (a blob)
     * @description Signed in as customer or staff, with the role Company Signer or Attorney, or the privilege Signature - Retrieve.
     */
    post: operations['postSignaturesDownloadUserSignature'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/document-reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Who read which customer's documents in a period, newest first (Admin; the query is audited)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postComplianceDocumentReads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/document-reads/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every read of the filter as a CSV file, header first, written by a job (Admin; the export is audited)
     * @description A caller that accepts JSON alone gets the export, 'Running', and follows it with /compliance/document-reads/exports/find-one, which gives a link to the file once it is 'Ready'; any other caller is sent on to the file (303) once it is written, or given the export to follow when that takes longer than 20 seconds.
     *
     *     Signed in as staff, with the role Admin.
     */
    post: operations['postComplianceDocumentReadsExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/document-reads/exports/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One's own export of the reads: its status, its progress, and its file's link once ready
     * @description Another staff member's export is not found ('Export not found.').
     *
     *     Signed in as staff, with the role Admin.
     */
    post: operations['postComplianceDocumentReadsExportsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/sign-as-company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The Company Signer signs the agreement for the lender → 'Signed By Company' (privilege 'Signer - Company')
     * @description Signed in as staff, with the privilege Signer - Company.
     */
    post: operations['postLoansSignAsCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/video-watched': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower watched the explanation video: opens their signing ('Pending Signing Borrower')
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansVideoWatched'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/decline-pre-recorded': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower does not agree after the explanation video (recorded with remarks; the loan waits)
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansDeclinePreRecorded'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/sign-without-live-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower signs after the explanation video → 'Pending Signing Attestor' (eKYC needed)
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansSignWithoutLiveSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/sign-as-borrower': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower signs in their live session, while it is in progress → 'Pending Signing Attestor'
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansSignAsBorrower'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/sign-as-attestator': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The attestor signs → 'Signed' (live: the session's attestor while it is in progress; pre-recorded: any Attorney)
     * @description Signed in as staff, with the role Attorney.
     */
    post: operations['postLoansSignAsAttestator'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agreements/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A loan's signing and its agreement's versions (the borrower's own, or staff)
     * @description Signed in as customer or staff, with the role Borrower or Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postAgreementsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agreements/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The agreement's PDF: the latest version (the borrower's copy) or the Version asked for
     * @description Signed in as customer or staff, with the role Borrower or Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postAgreementsDownload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agreements/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loans whose signing is at a Status (e.g. the attestor's queue: 'Pending Signing Attestor')
     * @description Signed in as staff, with the role Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postAgreementsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agreements/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks the agreement's chain: each version hashes to its record and names the SHA-256 of the one before it
     * @description Signed in as staff, with the role Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postAgreementsVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-videos/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A form to upload a product's explanation video straight to the store (MP4 only: 'You can only upload MP4'); then /signing-videos/confirm
     * @description Signed in as staff, with the privilege Menu - Setup > Product.
     */
    post: operations['postSigningVideosUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-videos/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The uploaded file becomes the product's explanation video once its bytes are an MP4
     * @description Signed in as staff, with the privilege Menu - Setup > Product.
     */
    post: operations['postSigningVideosConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-videos/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The explanation video of a loan's product (or a product's, for staff), else the default one
     * @description Signed in as customer or staff, with the role Borrower or Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postSigningVideosFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-groups/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Slot groups by name; Search filters ('All' or nothing = no filter; names and ids match in part)
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotGroupsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-groups/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a slot group for an attestor (an active staff user with the Attorney role)
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotGroupsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-groups/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A slot group with its weekday sessions, Monday first
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotGroupsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-groups/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the slot group the SlotGroupId names
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotGroupsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-groups/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a slot group with its sessions
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotGroupsDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-sessions/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Weekday sessions of a slot group (Monday first); Search filters ('All' or nothing = no filter)
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotSessionsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-sessions/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a weekday session to a slot group (409 when it overlaps one of the group's sessions that day)
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotSessionsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-sessions/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A weekday session
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotSessionsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-sessions/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the day or hours of the session the SlotSessionId names (it stays with its group)
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotSessionsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appointment-slot-sessions/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a weekday session
     * @description Signed in as staff, with the privilege Menu - Setup > Signing Session.
     */
    post: operations['postAppointmentSlotSessionsDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the live room: the session, the caller’s side and the ICE servers to connect with
     * @description The session's borrower (their own; another's answers 404) or its attestor. The first join of each is recorded. The browsers then meet over the WebSocket: `{type:"join-session", SigningSessionId}`, and `{type:"signal", SigningSessionId, data}` is passed to the other side as `{type:"signal", SigningSessionId, from, data}`.
     *
     *     Signed in as customer or staff, with the role Borrower or Attorney.
     */
    post: operations['postSigningSessionsJoin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The session's attestor starts it ('Pending Start' → 'In Progress')
     * @description Signed in as staff, with the role Attorney.
     */
    post: operations['postSigningSessionsStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The session's attestor ends it ('In Progress' → 'Completed'), with its recording
     * @description Signed in as staff, with the role Attorney.
     */
    post: operations['postSigningSessionsEnd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/no-show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The session's attestor marks that the borrower did not come ('No Show'), once it has begun
     * @description Signed in as staff, with the role Attorney.
     */
    post: operations['postSigningSessionsNoShow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/recording-upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A form to upload the session's recording straight to the document store (MP4, at most 500 MB)
     * @description POST the form to `Url` as multipart/form-data: every field of `Fields` as given, then the file last, named `file`. Then end the session with the `RecordingMediaId`.
     *
     *     Signed in as staff, with the role Attorney.
     */
    post: operations['postSigningSessionsRecordingUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/download-recording': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The recording of the loan's latest recorded session (an MP4 video)
     * @description Staff with 'Loan - Retrieve Signing Sessions'. A recording is far larger than an API answer may be, so the answer sends the caller on to the file. 404 'No file found' when the loan has no recording.
     *
     *     Signed in as staff, with the privilege Loan - Retrieve Signing Sessions.
     */
    post: operations['postSigningSessionsDownloadRecording'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/attestors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The attestors' calendars a borrower may book from: each Active slot group and its attestor
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - Retrieve Signing Sessions.
     */
    post: operations['postSigningSessionsAttestors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/available-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An attestor's calendar of a month: each day available, not available, today or an off day
     * @description Days and times are Malaysian (UTC+8). A slot is Available when it has not begun and nobody has booked it. 'Today' marks today whatever its slots; 'Off Day' a day without sessions; 'Not Available' a day whose slots are all past or booked.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - Retrieve Signing Sessions.
     */
    post: operations['postSigningSessionsAvailableSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/schedule-signing-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower books a slot for the live signing of their loan: a session 'Pending Start'; the loan 'Pending Signing Borrower'
     * @description Refusals: the slot was just booked by someone else (409 SESSION.SLOT_TAKEN), it is not one of the attestor's open slots or has begun (422 SESSION.SLOT_UNAVAILABLE), the loan already has a session booked (422 SESSION.ALREADY_BOOKED: reschedule it), the loan cannot be booked in its status (422 SIGNING.NOT_ALLOWED) or is ending (422 SIGNING.LOAN_ENDING). Reminders go by e-mail and SMS 1 day, 2 hours and 30 minutes before the start.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansScheduleSigningSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/reschedule-signing-session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower moves their loan's booked session to another slot (the same SigningSessionId)
     * @description Only a session 'Pending Start' (422 SESSION.NOT_ALLOWED), and at least 24 hours before it starts (422 SESSION.TOO_LATE_TO_RESCHEDULE). The old slot is freed; the new one is refused like a booking's. The reminders follow the session.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postLoansRescheduleSigningSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signing sessions, latest start first: every one for staff with 'Loan - Retrieve Signing Sessions', a borrower's own
     * @description Rows defaults to 999 for staff and 20 for a borrower. LoanNo is a beginning (default 'EZC'); DateTimeRange [from, to] are Malaysian dates, both included, left out when empty; Status 'All' is no filter; Name and Contact match a part.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - Retrieve Signing Sessions.
     */
    post: operations['postSigningSessionsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-signing-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A loan's live signing sessions, earliest first ('Loan not found' for another borrower's)
     * @description Signed in as customer or staff, with the role Borrower or Attorney, or the privilege Loan - View Details or Signer - Company or Loan - Retrieve Signing Sessions.
     */
    post: operations['postLoansGetSigningSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signing-sessions/my-loans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An Attorney's Loan Listing: the loans of their own signing sessions, one row per loan with its latest session, latest first
     * @description Each row has the loan's current status, borrower, product and amount, and its latest session with the caller. LoanNo is a beginning ('All' or empty is no filter).
     *
     *     Signed in as staff, with the role Attorney.
     */
    post: operations['postSigningSessionsMyLoans'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Products by name; Search filters ('All' or nothing = no filter; Name matches in part)
     * @description Actions says whether the caller may manage products now (the action right 'Manage Products'), so a screen shows New, Edit and Delete only to those who may.
     *
     *     Signed in as staff, with the role Admin, or the privilege Menu - Setup > Product.
     */
    post: operations['postProductsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a product; its terms are checked against its Regime (422 with the Act's rule)
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postProductsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product with its fees
     * @description Data.Actions says whether the caller may manage products now (the action right 'Manage Products'): change the product and its fees, or delete it.
     *
     *     Signed in as staff, with the role Admin, or the privilege Menu - Setup > Product.
     */
    post: operations['postProductsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the product the SKU names; its terms are checked again
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles). Applications already made keep the terms they were made with.
     *
     *     Signed in as staff.
     */
    post: operations['postProductsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a product and its fees (409 while an application names it: set it Inactive instead)
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postProductsDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/add-fee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a fee to the product the SKU names
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postProductsAddFee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/get-fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A product's fees, in the order they were added
     * @description Signed in as staff, with the role Admin, or the privilege Menu - Setup > Product.
     */
    post: operations['postProductsGetFees'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-fees/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One fee by its FeeId
     * @description Signed in as staff, with the role Admin, or the privilege Menu - Setup > Product.
     */
    post: operations['postProductFeesFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-fees/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a fee (its SKU must be its own product)
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postProductFeesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-fees/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a fee
     * @description Needs the action right 'Manage Products' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postProductFeesDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packages/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Packages by code; Search filters ('All' or nothing = no filter; names and codes match in part)
     * @description Actions says whether the caller may manage packages now (the action right 'Manage Packages'), so a screen shows New, Edit and Delete only to those who may.
     *
     *     Signed in as staff, with the role Admin or Finance Team.
     */
    post: operations['postPackagesFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packages/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a package (the partner it names must exist)
     * @description Needs the action right 'Manage Packages' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPackagesAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packages/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A package
     * @description Signed in as staff, with the role Admin or Finance Team.
     */
    post: operations['postPackagesFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packages/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the package the PackageCode names
     * @description Needs the action right 'Manage Packages' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPackagesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/packages/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a package (409 while a product belongs to it)
     * @description Needs the action right 'Manage Packages' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPackagesDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Partners by code; Search filters ('All' or nothing = no filter; names and codes match in part)
     * @description Actions says whether the caller may manage partners now (the action right 'Manage Partners'), so a screen shows New, Edit and Delete only to those who may.
     *
     *     Signed in as staff, with the role Admin, or the privilege Partner - List.
     */
    post: operations['postPartnersFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a partner company
     * @description Needs the action right 'Manage Partners' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPartnersAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A partner
     * @description Signed in as staff, with the role Admin, or the privilege Partner - List.
     */
    post: operations['postPartnersFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the partner the PartnerCode names
     * @description Needs the action right 'Manage Partners' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPartnersUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a partner (409 while a package names it)
     * @description Needs the action right 'Manage Partners' (by default: Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postPartnersDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/action-rights/find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Which staff roles may do each lending action (approve, stamp, manage products...)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postSettingsActionRightsFind'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/action-rights/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set which staff roles may do each lending action (every action, each with its roles); audited
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postSettingsActionRightsUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/available-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The products open for applications
     * @description Signed in as customer or staff.
     */
    post: operations['postApplicationsAvailableProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A loan's schedule before applying; the product's range and its Regime's rules are checked (422)
     * @description Signed in as customer or staff.
     */
    post: operations['postApplicationsQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply for a loan: 'In Review' when the profile and documents are complete, else 'Pending Profile'
     * @description The product's terms are copied into the application. Review takes 3 to 5 working days; `message` says so in the caller's language. A borrower whose e-mail address is not verified yet (the link mailed at registration, or a new one from `/customer/email/resend-verification`) is refused with 403 `ACCOUNT.EMAIL_NOT_VERIFIED`.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postApplicationsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/save-draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save an application without submitting it ('New'), or change the caller's own draft
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postApplicationsSaveDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the caller's draft ('In Review' or 'Pending Profile')
     * @description Refused with 403 `ACCOUNT.EMAIL_NOT_VERIFIED` while the borrower has not verified their e-mail address; a draft may be saved before.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postApplicationsSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Applications newest first: a borrower's own; staff filter ('All' or nothing = no filter)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Application - Retrieve List.
     */
    post: operations['postApplicationsFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One application ('Application not found' for another borrower's)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Application - View Details or Application - Retrieve List.
     */
    post: operations['postApplicationsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an application in review: its loan is made ('Pending Signing Company', with its schedule)
     * @description Needs the action right 'Approve Application' (by default: Risk Team, Admin; an Admin grants it to other roles). Refused with 403 `LENDING.OWN_ACCOUNT` (and recorded in the history) when the borrower account has the caller's own e-mail address.
     *
     *     Signed in as staff.
     */
    post: operations['postApplicationsApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject an application in review, with a reason
     * @description Needs the action right 'Reject Application' (by default: Risk Team, Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postApplicationsReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Void an undecided application, with remarks
     * @description Needs the action right 'Void Application' (by default: Risk Team, Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postApplicationsVoid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower cancels their own undecided application, with remarks
     * @description Signed in as customer, with the role Borrower.
     */
    post: operations['postApplicationsCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/get-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An application's documents, then those of the loan it became
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Application - View Details or Application - Retrieve List.
     */
    post: operations['postApplicationsGetDocuments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/add-document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a document to the caller's undecided application: multipart/form-data with ApplicationId, Title, FileName (optional), then FileStream
     * @description PDF, JPG, JPEG or PNG (judged by the file's bytes), at most 5 MB.
     *
     *     Signed in as customer, with the role Borrower.
     */
    post: operations['postApplicationsAddDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Loans newest first: a borrower's own; staff filter ('All' or nothing = no filter; LoanNo is a beginning)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - Retrieve List.
     */
    post: operations['postLoansFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One loan with its schedule ('Loan not found' for another borrower's)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the loan page shows of the loan, in one answer: the loan with its schedule and a page of its activity history
     * @description `Loan` is what `/loans/find-one` answers, `Activities` one page of `/loans/get-activities` of the loan's application (newest first; `ActivityRows` a page, 20 unless given; `ActivityPage`, 1 unless given). 'Loan not found' (404) for another borrower's.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/outstanding-installments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The activated installments not yet fully paid
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansOutstandingInstallments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-customer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loan's borrower
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansGetCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-disbursement-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The account a loan is paid into, as the borrower's profile gives it
     * @description Needs the action right 'Disburse Loan' (by default: Finance Team, Admin; an Admin grants it to other roles). What the disbursement form starts from: the loan's amount in MYR and the borrower's bank (a code of the common Bank list; OtherBank names one not in it), account number and name. The bank fields are null when the profile has none.
     *
     *     Signed in as staff.
     */
    post: operations['postLoansGetDisbursementAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The activity history of an application and of the loan it became, newest first
     * @description Activity names and the product's own remarks are in the caller's language (the `lang` cookie or `Accept-Language`: English or Malay); what a person wrote stays as written. A borrower sees an IP address only on their own actions (empty on staff's and the system's). With `Rows` (and `Page`, 1 unless given) one page of the history, newest first, and `Count` of all of it.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansGetActivities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/terminate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Terminate a loan, with remarks: 'Termination In Process', then 'Terminated'
     * @description Needs the action right 'Terminate Loan' (by default: Finance Team, Admin; an Admin grants it to other roles).
     *
     *     Signed in as staff.
     */
    post: operations['postLoansTerminate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/stamp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a signed loan's stamping, with the stamp receipt ('Stamped')
     * @description Needs the action right 'Stamp Loan' (by default: Finance Team, Admin; an Admin grants it to other roles). Disbursement then takes 3 to 5 working days; `message` says so. Refused with 403 `LENDING.OWN_ACCOUNT` (and recorded in the history) when the borrower account has the caller's own e-mail address.
     *
     *     Signed in as staff.
     */
    post: operations['postLoansStamp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/disburse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a stamped loan's disbursement, with its receipt ('Disbursed')
     * @description Needs the action right 'Disburse Loan' (by default: Finance Team, Admin; an Admin grants it to other roles). Accepts an `Idempotency-Key` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. Its loan.disbursed event opens the loan's account, whose ledger records the disbursement; the first installment is activated on the payment date. Refused with 403 `LENDING.OWN_ACCOUNT` (and recorded in the history) when the borrower account has the caller's own e-mail address.
     *
     *     Signed in as staff.
     */
    post: operations['postLoansDisburse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan-documents/internal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A loan's documents (receipts, agreement): query Rows, Page and Search as JSON ({"LoanNo"})
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    get: operations['getLoanDocumentsInternal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan-documents/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One document's details ('No file found' when there is none)
     * @description A receipt, an application's document, or a version of the loan's agreement by its MediaId (the loan's `LoanAgreements[0].MediaId` is the latest). A borrower opens only their own.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoanDocumentsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan-documents/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The document file itself
     * @description By the same MediaId as find-one: a receipt, an application's document, or a version of the loan's agreement (a PDF). Each read is recorded in the application's history.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoanDocumentsDownload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loan-activities/customer-download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The latest document of a name of the loan an application became ('No file found' when none)
     * @description DocumentName: 'Stamp Receipt', 'Disbursement Receipt', 'Loan Agreement', or an application document's title. The download is recorded in the application's history.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoanActivitiesCustomerDownload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/compliance/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every lending product with the regime its loans fall under, and why (Admin)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postComplianceProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notes/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a note to a customer, an application or a loan (staff; audited; never shown to borrowers)
     * @description Signed in as staff, with the role Admin, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postNotesAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notes/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A customer's, an application's or a loan's notes, newest first (staff)
     * @description Signed in as staff, with the role Admin, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postNotesFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mandate/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Registers a loan's e-mandate → 'Pending Approval', with the provider's sign-up page
     * @description One mandate per loan at a time: refused (422 MANDATE.LIVE) while one is 'Pending Approval' or 'Active'. After the bank rejects one, the loan registers again under a new MandateId. Amount defaults to the loan's monthly installment. The borrower is sent to SignUpUrl to authorise the debit with their bank.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Manual Payment Receipt.
     */
    post: operations['postMandateAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-mandate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A loan's mandate panel ('Not Set Up' when none was registered)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansGetMandate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mandate/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The registered mandates (staff: all; a borrower: their own)
     * @description Loan number first, 999 rows a page unless Rows says (spec §9). `Search.ObjectId` (or `LoanNo`) names one loan's mandate; `Status` keeps one status ('All' or empty: every one). The page is read from a key, so a call costs the same however many mandates there are.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - Retrieve List.
     */
    post: operations['postMandateFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/e-mandate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The e-mandate provider's answer to a registration: Approved → 'Active', Rejected → 'Rejected'
     * @description Signed by the provider: header `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. A missing, invalid or stale (more than 5 minutes from now, either way) signature answers 401 and changes nothing. Each EventId is applied once: a repeat answers 200 with Applied false and changes nothing, as does an answer about a registration the loan has since replaced.
     *
     *     Public: The provider calls it; its HMAC signature is checked instead of a token.
     */
    post: operations['postWebhooksEMandate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/get-payment-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The ways a person can pay or record a payment
     * @description Bank Transfer, FPX / Online Banking, Cash and Cheque. 'E-Mandate' is not one: those payments are made only by the bank's debits under a loan's e-mandate.
     *
     *     Signed in.
     */
    post: operations['postPaymentsGetPaymentMethods'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payment the borrower made → 'Pending' until staff confirm it
     * @description Accepts an `Idempotency-Key` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. A payment above what settles the whole loan (its settlement figure without penalty) is refused (422 PAYMENT.OVERPAYMENT, 'The amount is more than the RM … outstanding on this loan.'); below it, what is beyond the installments due is held as credit and applied as the next installments fall due.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Manual Payment Receipt.
     */
    post: operations['postPaymentsAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/manual': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payment staff received themselves → 'Approved' at once, allocated, with its receipt number (privilege 'Manual Payment Receipt')
     * @description Accepts an `Idempotency-Key` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. A payment above what settles the whole loan (its settlement figure without penalty) is refused (422 PAYMENT.OVERPAYMENT, 'The amount is more than the RM … outstanding on this loan.'); below it, what is beyond the installments due is held as credit and applied as the next installments fall due.
     *
     *     Signed in as staff, with the privilege Manual Payment Receipt.
     */
    post: operations['postPaymentsManual'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/upload-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The borrower's proof of a pending payment: PDF, JPG, JPEG or PNG, checked by its content
     * @description At most 3 MB. A wrong type: 'You can only upload JPG, JPEG, PNG and PDF'; too large: 'Document must smaller than 3MB!'.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Manual Payment Receipt.
     */
    post: operations['postPaymentsUploadReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/confirm-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Staff confirm a pending payment ('Approved': allocated and posted) or reject it
     * @description Accepts an `Idempotency-Key` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. A payment already decided is refused (422 PAYMENT.ALREADY_DECIDED).
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postPaymentsConfirmPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/get-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payment's receipt: its number, how it was shared, the credit held ('Payment receipt not found.')
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Loan - Retrieve List or Manual Payment Receipt.
     */
    post: operations['postPaymentsGetReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/download-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The official receipt of an approved payment, as a PDF ('Payment receipt not found.' otherwise)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Loan - Retrieve List or Manual Payment Receipt.
     */
    post: operations['postPaymentsDownloadReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/download-uploaded-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proof of payment the borrower uploaded, as they sent it (PDF, JPEG or PNG); 'Payment receipt not found.' when none was
     * @description For Finance Team and Admin, and for the payment's own borrower (another borrower's payment is 404). Every read is recorded in the loan's history.
     *
     *     Signed in as customer or staff, with the role Borrower or Finance Team or Admin.
     */
    post: operations['postPaymentsDownloadUploadedReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/received': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Payments received, newest first, for staff to confirm
     * @description Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postPaymentsReceived'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A loan's payments, newest first ('Loan not found' for another borrower's)
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Loan - Retrieve List or Manual Payment Receipt.
     */
    post: operations['postLoansPayments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/account-view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loan page's read of the account: each part as its own call answers it, from one read
     * @description Outstanding, Transactions (the latest page unless TransactionPage), Invoices, Payments, Mandate, SettlementQuote (today) and Methods. 404 before disbursement.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansAccountView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/outstanding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The payment information: current term, its due date and payment due, last payment, total due today, late charges, credit held, days past due, and the balance outstanding as the ledger balance plus the interest not yet billed
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansOutstanding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/get-outstanding-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What the borrower still owes on the loan, and has paid
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansGetOutstandingBalance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/transaction-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loan's ledger as the borrower's statement, oldest first, with the balance owed after each line
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansTransactionHistory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/{loanNo}/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The loan's invoices: one per activated installment, and its late payment charges
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    get: operations['getLoansByLoanNoInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/simple-loan-schedules/get-schedule-payment-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One installment's money: what it asks, what was paid, its late charge and days late
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postSimpleLoanSchedulesGetSchedulePaymentDetails'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/simple-loan-schedules/activate-installment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate an installment ('Unpaid', or paid at once from credit held): the first makes a disbursed loan 'Active'; a later one needs the one before it paid
     * @description Needs the action right 'Activate Installment' (by default: Finance Team, Admin). Refusals: 'Previous installment needs to be paid' (SCHEDULE.PREVIOUS_UNPAID), 'Installment has already been activated.' (SCHEDULE.ALREADY_ACTIVE). Its interest falls due and any credit held is applied to it.
     *
     *     Signed in as staff.
     */
    post: operations['postSimpleLoanSchedulesActivateInstallment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/get-lpc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The late payment charges accrued so far: 8% a year, day by day, rounded once per installment
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postInvoicesGetLpc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The loan's statement of account today, as a PDF, in English or Malay
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/settlement-quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * What settles the loan on a day: principal + due interest + pro-rata interest + late charges + penalty − credit held
     * @description Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Application - View Details.
     */
    post: operations['postLoansSettlementQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/full-settlement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Settle the loan in full with today's quote: a borrower's waits 'Pending' ('Settlement Under Review'); staff with 'Manual Payment Receipt' record it 'Approved' ('Early Settlement')
     * @description Accepts an `Idempotency-Key` header: a repeat returns the first answer and changes nothing; the same key with another body is 422. Amount must be the quote's Total (else 422 SETTLEMENT.AMOUNT_MISMATCH with the figure). Method and PaymentDate as for /payments/add: not 'E-Mandate', and dated neither after today nor before the disbursement.
     *
     *     Signed in as customer or staff, with the role Borrower, or the privilege Loan - View Details or Manual Payment Receipt.
     */
    post: operations['postLoansFullSettlement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every loan's invoices, newest first, by loan, status and type
     * @description Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postInvoicesFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invoices/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an unpaid late payment charge invoice: a credit note takes its charge back
     * @description Refusals: 'Only a late payment charge invoice can be cancelled.' (INVOICE.NOT_LPC), 'Only an unpaid invoice can be cancelled.' (INVOICE.NOT_CANCELLABLE).
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postInvoicesCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credit-notes/get-latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The newest credit note (of a loan, when given), or null
     * @description Signed in as customer or staff, with the role Borrower or Finance Team or Admin, or the privilege Loan - View Details.
     */
    post: operations['postCreditNotesGetLatest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credit-notes/find-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Credit notes newest first: a borrower's own; staff see all
     * @description Signed in as customer or staff, with the role Borrower or Finance Team or Admin, or the privilege Loan - View Details.
     */
    post: operations['postCreditNotesFindAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/credit-notes/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One credit note ('Credit note not found.')
     * @description Signed in as customer or staff, with the role Borrower or Finance Team or Admin, or the privilege Loan - View Details.
     */
    post: operations['postCreditNotesFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/installments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Installments of disbursed loans by due date, with totals
     * @description Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postReportsInstallments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Payments received, by payment date, with totals
     * @description Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postPaymentsList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/interest-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Interest income recognised, entry by entry, by posting date, with totals
     * @description Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postLoansInterestReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/loans/summary-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One row per disbursed loan: lent, repaid, owed, arrears, with totals
     * @description Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postLoansSummaryReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/lpc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Late payment charges per installment: charged, paid, waived, owed, with totals
     * @description Filters (spec §3): StartDueDate and EndDueDate bound the installment and late-charge reports' due dates; StartDate and EndDate the others' posting, payment or disbursement dates; PartnerCode, PackageCode, ProductId, Status, LoanNo. 'All' or empty is no filter. Rows defaults to 10.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postReportsLpc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/{report}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The whole filtered report as a CSV or XLSX file, written by a job of its own
     * @description `report` is installments, payments, interest, summary or lpc. The file is written by a job of its own (a large book's would not fit an API answer). A caller that accepts JSON alone gets the export, 'Running', and follows it with /reports/exports/find-one, which gives a link to the file once it is 'Ready'; any other caller is sent on to the file (303) once it is written, or given the export to follow when that takes longer than 20 seconds. The CSV's first line is its header.
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postReportsByReportExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/exports/find-one': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One's own export: its status, its progress, and its file's link once ready
     * @description Another staff member's export is not found ('Export not found.').
     *
     *     Signed in as staff, with the role Finance Team or Admin.
     */
    post: operations['postReportsExportsFindOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The dashboard's figures, each with the link to the listing it adds up
     * @description Signed in as staff, with the privilege Dashboard.
     */
    post: operations['postReportsDashboard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/rebuild': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Work every report out again from the loans, their ledgers and payments (Admin)
     * @description Starts a job that builds a new generation of the reports beside the one the pages read, a page of loans at a time, following every change meanwhile, then switches to it and empties the old one. A rebuild already under way is answered instead of a second. Its progress: `/reports/rebuild-status`.
     *
     *     Signed in as staff, with the role Admin.
     */
    post: operations['postReportsRebuild'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/rebuild-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The generation of the reports the pages read, and the rebuild under way, if any (Admin)
     * @description Signed in as staff, with the role Admin.
     */
    post: operations['postReportsRebuildStatus'];
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
      /** @description Customers: a newer Privacy Notice must be accepted (POST /consents/accept) first */
      ConsentRequired?: boolean;
      /** @description Customers: the Privacy Notice version in force */
      NoticeVersion?: string;
    };
    /** @description A single-use code (60 s) to exchange at `/staff/auth/login`, and the SSO token. */
    StaffAuthorization: {
      code: string;
      /** @description The single-sign-on bearer (spec §7): `GET /users` and `GET /users/{id}` accept it as `Authorization: Bearer`; it lasts as long as an access token and ends with the session */
      sso_token: string;
    };
    /** @description Two-step sign-in to add to the staff member's authenticator app. */
    MfaEnrolment: {
      /** @description The authenticator secret in base32, for apps that cannot scan */
      secret: string;
      otpauth_url: string;
      qr: {
        size: number;
        /** @description One SVG path of unit squares */
        path: string;
      };
      /** @description The staff account it is for (the label the app shows) */
      email: string;
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
      /** @description Customers: the e-mail address was verified through the mailed link (needed to apply) */
      EmailVerified?: boolean;
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
    /** @description The Privacy Notice version in force and what it changed */
    PrivacyNotice: {
      Version: string;
      PublishedAt: string;
      ChangesEn: string;
      ChangesMs: string;
    };
    /** @description One consent to the Privacy Notice: on what occasion, when, from where */
    Consent: {
      ConsentId: string;
      /** @enum {string} */
      Kind: 'Registration' | 'Agreement' | 'Notice';
      NoticeVersion: string;
      AgreementRef?: string;
      LoanNo?: string;
      AgreementVersion?: number;
      At: string;
      IpAddress: string;
      Channel?: string;
    };
    /** @description A customer record (spec §3) */
    CustomerProfile: {
      CustomerId: string;
      AccountId: string;
      FullName: string;
      Email: string;
      /** @enum {string} */
      MemberType: 'Premium Member' | 'Online Member' | 'Non-Member' | 'Company';
      /** @enum {string} */
      AccountType: 'individual' | 'corporate';
      /** @description Onboarding step, 1 to 5 (spec §4) */
      CurrentStep: number;
      /** @enum {string} */
      Status: 'Step2' | 'Step3' | 'Step4' | 'Completed';
      AddressId?: string;
      EmploymentId?: string;
      BankId?: string;
      CompanyId?: string;
      /** @description The default contact person */
      ContactPersonId?: string;
      Personal?: {
        FullName: string;
        /** @enum {string} */
        IdType: 'NRIC' | 'Passport';
        NRIC?: string;
        PassportNo?: string;
        DateOfBirth: string;
        /** @enum {string} */
        Gender: 'Male' | 'Female';
        Nationality: string;
        MaritalStatus: string;
        Ethnicity: string;
        /** @enum {string} */
        BumiputeraYN: 'Y' | 'N';
        ContactNo: string;
      };
      Address?: components['schemas']['Address'];
      Employment?: {
        EmploymentId: string;
        CustomerId: string;
        EmploymentType: string;
        EmploymentTerm?: string;
        NatureOfBusiness: string;
        Designation: string;
        CompanyName: string;
        CompanyAddress: components['schemas']['Address'];
        PreviousOccupation: string;
      };
      Bank?: {
        BankId: string;
        BankCode: string;
        OtherBank?: string;
        AccountNo: string;
        AccountType: string;
        Branch?: string;
      };
      Company?: components['schemas']['Company'];
      ContactPersons: components['schemas']['ContactPerson'][];
      CreatedAt: string;
    };
    Address: {
      AddressId: string;
      AddressLine1: string;
      AddressLine2?: string;
      Postcode: string;
      City: string;
      State: string;
      /** @description ISO 3166-1 alpha-2 code, as in the Country list */
      Country: string;
    };
    Company: {
      CompanyId: string;
      CompanyName: string;
      RegistrationNo: string;
      IncorporationCountry: string;
      NatureOfBusiness: string;
      BusinessAddress: components['schemas']['Address'];
      OfficeNo: string;
      FaxNo?: string;
    };
    ContactPerson: {
      ContactPersonId: string;
      CustomerId: string;
      FullName: string;
      Designation: string;
      /** @enum {string} */
      IdType: 'NRIC' | 'Passport';
      NRIC?: string;
      PassportNo?: string;
      /** @description E.164, e.g. +60123456789 */
      ContactNo: string;
      Email: string;
      /** @enum {string} */
      IsDefaultYN: 'Y' | 'N';
    };
    CustomerRow: {
      CustomerId: string;
      FullName: string;
      Email: string;
      /** @enum {string} */
      MemberType: 'Premium Member' | 'Online Member' | 'Non-Member' | 'Company';
      /** @enum {string} */
      AccountType: 'individual' | 'corporate';
      /** @description NRIC, passport or SSM registration number */
      IdNo: string;
      ContactNo: string;
      CurrentStep: number;
      CreatedAt: string;
    };
    CustomerActivity: {
      At: string;
      Activity: string;
      Remarks: string;
      IpAddress: string;
      ActorName: string;
      ActorKind: string;
      Changes: {
        [key: string]: {
          from: unknown;
          to: unknown;
        };
      };
    };
    /** @description A stored document (spec §3 Media) */
    Media: {
      MediaId: string;
      FileName: string;
      FileExtension: string;
      Type: string;
      /** @enum {string} */
      Title:
        | 'Photo'
        | 'NRIC Front'
        | 'NRIC Back'
        | 'Pay Slip'
        | 'Bank Statement'
        | 'EPF Statement'
        | 'EA Form or Tax Return'
        | 'Other Income'
        | 'Asset'
        | 'SSM Statutory Forms'
        | 'Audited Accounts'
        | 'Company Bank Statement'
        | 'Management Account'
        | 'Tax Return'
        | 'ID Front'
        | 'ID Back'
        | 'eKYC Front'
        | 'eKYC Back'
        | 'Signature'
        | 'Signing Video';
      Description: string;
      ObjectId: string;
      /** @enum {string} */
      ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
      CustomerId?: string;
      /** @enum {string} */
      IsEncryptedYN: 'Y' | 'N';
      Size: number;
      ContentType: string;
      CreatedAt: string;
    };
    /** @description A refused file: the text and title to show (spec §5, §8) */
    UploadProblem: {
      message: string;
      code: string;
      /** @description Invalid input: each failing field's text, by its dotted path */
      fields?: {
        [key: string]: string;
      };
      /** @description A refused file's notification title, e.g. 'Upload Document Failed' */
      title?: string;
    };
    /** @description A person's eKYC: ObjectType 'Customer' (ObjectId = CustomerId) or 'User' (ObjectId = the staff user's id) */
    Ekyc: {
      EkycId: string;
      /** @enum {string} */
      ObjectType: 'Customer' | 'User';
      ObjectId: string;
      CustomerId?: string;
      EKYCParty: string;
      /** @enum {string} */
      Status: 'Not Started' | 'Documents Uploaded' | 'Code Sent' | 'Completed' | 'Failed';
      FrontMediaId?: string;
      BackMediaId?: string;
      SentTo?: string;
      ProviderReference?: string;
      CompletedAt?: string;
      FailedAt?: string;
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description Whether the perform-KYC menu entry is enabled (off by default) */
    EkycSettings: {
      Enabled: boolean;
      IsDefault: boolean;
    };
    /** @description The signed-in person's saved signature */
    Signature: {
      SignatureMediaId: string;
      Title: string;
      FileName: string;
      FileExtension: string;
      ContentType: string;
      Size: number;
      /** @enum {string} */
      IsEncryptedYN: 'Y' | 'N';
      ObjectType: string;
      ObjectId: string;
      CreatedAt: string;
      UpdatedAt: string;
      /** @description A link to the image, valid for 5 minutes */
      URL: string;
    };
    DocumentRead: {
      /** @description When the document was read (ISO 8601, UTC) */
      At: string;
      ReaderName: string;
      /** @enum {string} */
      ReaderKind: 'customer' | 'staff' | 'system' | 'anonymous';
      ReaderId: string;
      IpAddress: string;
      CustomerId: string;
      CustomerName: string;
      /** @description What was read: the document's title and file name */
      Document: string;
      MediaId: string;
    };
    DocumentReadsExport: {
      ExportId: string;
      /** @enum {string} */
      Status: 'Running' | 'Ready' | 'Failed';
      /** @description Rows the file holds (counted when asked, then as written) */
      Rows: number;
      /** @description Rows written so far */
      Done: number;
      FileName: string;
      /** @description Why it failed */
      Message?: string;
      /** @description Once Ready: the file, for 10 minutes */
      Url?: string;
    };
    /** @description A loan's signing and its agreement's versions */
    Signing: {
      LoanNo: string;
      CustomerId: string;
      BorrowerName: string;
      Status: string;
      /** @enum {string} */
      Mode?: 'Pre-recorded' | 'Live';
      VideoWatchedAt?: string;
      DisagreedAt?: string;
      /** @enum {string} */
      CompanySignerSignYN: 'Y' | 'N';
      /** @enum {string} */
      BorrowerSignYN: 'Y' | 'N';
      /** @enum {string} */
      AttestatorSignYN: 'Y' | 'N';
      AgreementMediaId?: string;
      Versions: {
        Version: number;
        MediaId: string;
        Sha256: string;
        PreviousSha256?: string;
        /** @enum {string} */
        SignedAs?: 'Company' | 'Borrower' | 'Attestor';
        SignerId?: string;
        SignerName?: string;
        SignedAt?: string;
        Ip?: string;
        ReportedIp?: string;
        CreatedAt: string;
      }[];
      SigningSessionId?: string;
      AttestatorId?: string;
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description An attestor's weekly hours for live signing sessions */
    SlotGroup: {
      SlotGroupId: string;
      Name: string;
      /** @description Empty when none was given */
      RelatedObjectId: string;
      AttestatorId: string;
      AttestatorName: string;
      /** @description Empty when none was given */
      Description: string;
      /** @enum {string} */
      Status: 'Active' | 'Inactive';
      /** @enum {string} */
      Type: 'Signing';
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description A weekday session of a slot group */
    SlotSession: {
      SlotSessionId: string;
      SlotGroupId: string;
      SlotGroupName: string;
      /** @description ISO weekday: 1 = Monday … 7 = Sunday */
      Weekday: number;
      /** @description 'HH:mm', 24-hour, Malaysia time */
      StartTime: string;
      /** @description 'HH:mm', 24-hour, Malaysia time */
      EndTime: string;
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description A live signing session between a borrower and an attestor */
    SigningSession: {
      SigningSessionId: string;
      LoanNo: string;
      CustomerId: string;
      ParticipantId: string;
      AttestatorId: string;
      AttestatorName: string;
      /** @description The borrower's name */
      Name: string;
      /** @description The borrower's mobile number (E.164), or '' */
      Contact: string;
      Email: string;
      /** @description [start, end], ISO 8601 instants (UTC); shown in Malaysia time */
      DateTimeRange: string[];
      SlotSessionId: string;
      /** @enum {string} */
      Status: 'Pending Start' | 'In Progress' | 'Completed' | 'No Show';
      /** @enum {string} */
      BorrowerSignYN: 'Y' | 'N';
      /** @enum {string} */
      AttestatorSignYN: 'Y' | 'N';
      /** @enum {string} */
      CompanySignerSignYN: 'Y' | 'N';
      RecordingMediaId?: string;
      BorrowerJoinedAt?: string;
      AttestatorJoinedAt?: string;
      StartedAt?: string;
      EndedAt?: string;
      CreatedAt: string;
      UpdatedAt: string;
      /** @enum {string} */
      Step: 'Borrower To Sign' | 'Signing' | 'Attestor To Sign' | 'Completed';
      LoanSigningSessions: {
        LoanNo: string;
        Status: string;
        RecordingMediaId?: string;
      }[];
    };
    /** @description A signing session in a listing */
    SigningSessionRow: {
      SigningSessionId: string;
      LoanNo: string;
      CustomerId: string;
      ParticipantId: string;
      AttestatorId: string;
      AttestatorName: string;
      /** @description The borrower's name */
      Name: string;
      /** @description The borrower's mobile number (E.164), or '' */
      Contact: string;
      Email: string;
      /** @description [start, end], ISO 8601 instants (UTC); shown in Malaysia time */
      DateTimeRange: string[];
      SlotSessionId: string;
      /** @enum {string} */
      Status: 'Pending Start' | 'In Progress' | 'Completed' | 'No Show';
      /** @enum {string} */
      BorrowerSignYN: 'Y' | 'N';
      /** @enum {string} */
      AttestatorSignYN: 'Y' | 'N';
      /** @enum {string} */
      CompanySignerSignYN: 'Y' | 'N';
      RecordingMediaId?: string;
      BorrowerJoinedAt?: string;
      AttestatorJoinedAt?: string;
      StartedAt?: string;
      EndedAt?: string;
      CreatedAt: string;
      UpdatedAt: string;
      /** @enum {string} */
      Step: 'Borrower To Sign' | 'Signing' | 'Attestor To Sign' | 'Completed';
      LoanSigningSessions: {
        LoanNo: string;
        Status: string;
        RecordingMediaId?: string;
      }[];
      /** @description Waiting to start, due within 15 minutes (or late), and the borrower has not joined */
      NotJoined: boolean;
    };
    AttestedLoanRow: {
      LoanNo: string;
      BorrowerName: string;
      ProductName?: string;
      /** @description RM */
      Amount?: number;
      /** @description The loan's status now */
      Status?: string;
      SigningSessionId: string;
      /** @enum {string} */
      SessionStatus: 'Pending Start' | 'In Progress' | 'Completed' | 'No Show';
      DateTimeRange: string[];
    };
    /** @description A loan product. Under the Moneylenders Act 1951 (the default Regime) only simple interest at most 12% a year with collateral and 18% without is accepted; Regime 'Other' lifts the Act's checks. */
    Product: {
      SKU: string;
      Name: string;
      Remark?: string;
      NumberOfInstallments: number;
      /** @description Ringgit */
      MinAmount: number;
      /** @description Ringgit */
      MaxAmount: number;
      /** @enum {string} */
      WithCollateralYN: 'Y' | 'N';
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      /** @description Percent a year */
      InterestRate: number;
      /** @enum {string} */
      InterestPercentageKind: 'Fixed' | 'Variable' | 'Fixed plus Variable';
      /** @description Percent a year, for the variable kinds */
      VariableRateMargin?: number;
      /** @enum {string} */
      EarlySettlementPenaltyType: 'None' | 'Amount' | 'Percentage';
      /** @description Ringgit for 'Amount', percent of the outstanding balance for 'Percentage' */
      EarlySettlementPenalty?: number;
      /** @enum {string} */
      AutoCompanySigningYN: 'Y' | 'N';
      /** @enum {string} */
      Status: 'Active' | 'Inactive';
      PackageCode?: string;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description A fee of a product, and what it is charged on */
    ProductFee: {
      FeeId: string;
      SKU: string;
      Name: string;
      /** @enum {string} */
      FeeType: 'Amount' | 'Percentage';
      /** @description Ringgit, for the 'Amount' type */
      Amount?: number;
      /** @description Percent, for the 'Percentage' type */
      Percentage?: number;
      AssociatedObjects: ('Loan' | 'Disbursement' | 'Stamping' | 'Late Payment' | 'Early Settlement')[];
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description A package of products for a partner company, with the partner's name */
    Package: {
      PackageCode: string;
      Name: string;
      CompanyCode: string;
      /** @description Empty when the package names no partner */
      PartnerCode: string;
      PartnerName: string;
      /** @enum {string} */
      Status: 'Active' | 'Inactive';
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description A partner company */
    Partner: {
      PartnerCode: string;
      Name: string;
      AccountCode: string;
      /** @description Empty when none is set */
      CompanyCode: string;
      /** @enum {string} */
      Status: 'Active' | 'Inactive';
      CreatedAt: string;
      UpdatedAt: string;
    };
    /** @description Every lending action with the staff roles that may do it */
    ActionRights: {
      'Manage Products': unknown;
      'Manage Packages': unknown;
      'Manage Partners': unknown;
      'Approve Application': unknown;
      'Reject Application': unknown;
      'Void Application': unknown;
      'Stamp Loan': unknown;
      'Disburse Loan': unknown;
      'Terminate Loan': unknown;
      'Activate Installment': unknown;
    };
    /** @description A product open for applications */
    ProductOffer: {
      SKU: string;
      Name: string;
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      /** @description Percent a year, as charged */
      InterestRate: number;
      /** @description The longest term the product offers */
      NumberOfInstallments: number;
      /** @enum {string} */
      WithCollateralYN: 'Y' | 'N';
      MinAmount: number;
      MaxAmount: number;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
    };
    /** @description The repayment schedule of a loan as if agreed today */
    LoanQuote: {
      Rows: {
        InstallmentNo: number;
        DueDate: string;
        Principal: number;
        Interest: number;
        TotalInstallment: number;
      }[];
      TotalInterest: number;
      TotalRepayment: number;
      MonthlyInstallment: number;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
    };
    ApplicationSubmitted: {
      Data: {
        ApplicationId: string;
        LoanNo: string;
        /** @enum {string} */
        Status: 'New' | 'Pending Profile' | 'In Review' | 'Approved' | 'Rejected' | 'Cancelled' | 'Void';
      };
      /** @description What happens next, in the caller's language */
      message: string;
    };
    /** @description An application (spec §3) */
    ApplicationRow: {
      ApplicationId: string;
      LoanNo: string;
      /** @enum {string} */
      Status: 'New' | 'Pending Profile' | 'In Review' | 'Approved' | 'Rejected' | 'Cancelled' | 'Void';
      CustomerId: string;
      BorrowerName: string;
      BorrowerICNo: string;
      SKU: string;
      ProductName: string;
      Amount: number;
      NumberOfInstallments: number;
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      InterestRate: number;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
      /** @description The first due date quoted */
      StartDate: string;
      /** @description The last due date quoted */
      EndDate: string;
      Remarks: string;
      CreatedAt: string;
      SubmittedAt: string;
    };
    /** @description An application with the product as applied for */
    Application: {
      ApplicationId: string;
      LoanNo: string;
      /** @enum {string} */
      Status: 'New' | 'Pending Profile' | 'In Review' | 'Approved' | 'Rejected' | 'Cancelled' | 'Void';
      CustomerId: string;
      BorrowerName: string;
      BorrowerICNo: string;
      SKU: string;
      ProductName: string;
      Amount: number;
      NumberOfInstallments: number;
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      InterestRate: number;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
      /** @description The first due date quoted */
      StartDate: string;
      /** @description The last due date quoted */
      EndDate: string;
      Remarks: string;
      CreatedAt: string;
      SubmittedAt: string;
      Product: {
        SKU: string;
        Name: string;
        /** @enum {string} */
        InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
        InterestRate: number;
        /** @enum {string} */
        WithCollateralYN: 'Y' | 'N';
        /** @enum {string} */
        Regime: 'Moneylenders Act 1951' | 'Other';
        NumberOfInstallments: number;
        MinAmount: number;
        MaxAmount: number;
        PackageCode?: string;
      };
      TotalInterest: number;
      TotalRepayment: number;
      MonthlyInstallment: number;
      Reason?: string;
      DecidedAt?: string;
      /** @description The lending actions the caller may do on it now */
      Actions: string[];
    };
    ApplicationDocument: {
      MediaId: string;
      FileName: string;
      FileExtension: string;
      Type: string;
      Title: string;
      DocumentName: string;
      /** @enum {string} */
      ObjectType: 'Application' | 'Loan';
      CreatedAt: string;
    };
    /** @description A loan as the listing shows it */
    LoanRow: {
      LoanNo: string;
      LoanId: number;
      ApplicationId: string;
      /** @enum {string} */
      Status:
        | 'Pending Signing Company'
        | 'Signed By Company'
        | 'Pending Signing Borrower'
        | 'Pending Signing Attestor'
        | 'Signed'
        | 'Stamped'
        | 'Disbursed'
        | 'Active'
        | 'Completed'
        | 'Early Settlement'
        | 'Settlement Under Review'
        | 'Termination In Process'
        | 'Terminated';
      CustomerId: string;
      BorrowerName: string;
      BorrowerICNo: string;
      SKU: string;
      ProductName: string;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
      Amount: number;
      /** @description Percent a year */
      InterestRate: number;
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      NumberOfInstallments: number;
      TotalRepayment: number;
      BalanceOutstanding: number;
      /** @description Days since its oldest unpaid installment's due date (0 when none is overdue) */
      DaysPastDue: number;
      AgreementDate: string;
      DisbursementDate: string | null;
      CreatedAt: string;
    };
    /** @description A loan (contract: Loan find-one) */
    Loan: {
      LoanNo: string;
      LoanId: number;
      ApplicationId: string;
      /** @enum {string} */
      Status:
        | 'Pending Signing Company'
        | 'Signed By Company'
        | 'Pending Signing Borrower'
        | 'Pending Signing Attestor'
        | 'Signed'
        | 'Stamped'
        | 'Disbursed'
        | 'Active'
        | 'Completed'
        | 'Early Settlement'
        | 'Settlement Under Review'
        | 'Termination In Process'
        | 'Terminated';
      CustomerId: string;
      BorrowerName: string;
      BorrowerICNo: string;
      SKU: string;
      ProductName: string;
      /** @enum {string} */
      Regime: 'Moneylenders Act 1951' | 'Other';
      Amount: number;
      /** @description Percent a year */
      InterestRate: number;
      /** @enum {string} */
      InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
      NumberOfInstallments: number;
      TotalRepayment: number;
      BalanceOutstanding: number;
      /** @description Days since its oldest unpaid installment's due date (0 when none is overdue) */
      DaysPastDue: number;
      AgreementDate: string;
      DisbursementDate: string | null;
      CreatedAt: string;
      /** @enum {string} */
      WithCollateralYN: 'Y' | 'N';
      TotalInterest: number;
      TotalPaidToDate: number;
      EndDate: string;
      Stamping?: {
        StampingDate: string;
        MediaId: string;
      };
      Disbursement?: {
        /** @enum {string} */
        Method: 'Bank Transfer' | 'Cheque' | 'Cash';
        Amount: number;
        RefNo: string;
        Bank: string;
        AccountNo: string;
        AccountName: string;
        /** @constant */
        Currency: 'MYR';
        OffsetDocNo: string[];
        PaymentDate: string;
        MediaId: string;
      };
      /** @description The agreement's latest version (download it with /agreements/download) */
      LoanAgreements: {
        MediaId: string;
      }[];
      SimpleLoans: {
        LoanSchedule: components['schemas']['LoanScheduleRow'][];
      }[];
      /** @description The lending actions the caller may do on it now */
      Actions: string[];
    };
    LoanScheduleRow: {
      ScheduleId: string;
      InstallmentNo: number;
      DueDate: string;
      Principal: number;
      Interest: number;
      TotalInstallment: number;
      TotalPaid: number;
      /** @description What is still due on it; nothing before it is activated */
      OutstandingDue: number;
      /** @enum {string} */
      Status: 'Scheduled' | 'Unpaid' | 'Paid' | 'Partial Paid';
      /** @description Of the principal, what has been paid */
      PrincipalPaid: number;
      /** @description The same as PrincipalPaid, under the name spec §3 gives it */
      Principal_Paid: number;
      /** @description Days since its due date while unpaid, on the business clock's day in Malaysia (0 when not overdue; the screens say 'Overdue, N days') */
      DaysPastDue: number;
    };
    /** @description A staff member's note on a customer, an application or a loan */
    Note: {
      NoteId: string;
      /** @enum {string} */
      ObjectType: 'Customer' | 'Application' | 'Loan';
      ObjectId: string;
      Text: string;
      AuthorId: string;
      AuthorName: string;
      CreatedAt: string;
    };
    /** @description A document of a loan or an application */
    LoanDocument: {
      MediaId: string;
      FileName: string;
      FileExtension: string;
      /** @description The content type */
      Type: string;
      Title: string;
      DocumentName: string;
      /** @enum {string} */
      ObjectType: 'Application' | 'Loan';
      ObjectId: string;
      ApplicationId: string;
      LoanNo: string;
      Size: number;
      CreatedAt: string;
    };
    /** @description A loan's e-mandate (direct debit authorisation) */
    Mandate: {
      /** @description Absent while the loan has none */
      MandateId?: string;
      /** @constant */
      ObjectType: 'LoanNo';
      /** @description The loan's number */
      ObjectId: string;
      LoanNo: string;
      CustomerId: string;
      BorrowerName: string;
      /** @enum {string} */
      Status: 'Not Set Up' | 'Pending Approval' | 'Active' | 'Rejected';
      /** @description The date of the current registration (YYYY-MM-DD, Malaysia) */
      RegisterDate: string | null;
      RegisteredAt?: string;
      /** @description What the bank may debit each month, in ringgit */
      Amount: number | null;
      /** @description The borrower's bank */
      BankCode: string | null;
      /** @description The name on the bank account */
      AccountName: string | null;
      /** @description The account number, all but its last four digits masked */
      AccountNo: string | null;
      /** @description The last debit collected through the mandate */
      LastPaymentDate: string | null;
      UpdatedAt?: string;
    };
    /** @description A payment as the listings show it */
    PaymentRow: {
      PaymentId: string;
      /** @description Given when it is approved */
      ReceiptNo?: string;
      LoanNo: string;
      BorrowerName: string;
      Amount: number;
      Method: string;
      RefNo: string;
      PaymentDate: string;
      /** @enum {string} */
      Status: 'Pending' | 'Approved' | 'Rejected';
      /** @enum {string} */
      Kind: 'Installment' | 'Settlement';
      HasUploadedReceipt: boolean;
      /** @description Why it was rejected (staff's remarks, or the bank's reason for a refused debit) */
      Remarks?: string;
      CreatedAt: string;
    };
    /** @description An installment or late payment charge invoice */
    InvoiceRow: {
      InvoiceNo: string;
      Date: string;
      DocumentNo: string;
      Description: string;
      /** @enum {string} */
      Type: 'Installment' | 'LPC';
      InstallmentNo: number;
      Amount: number;
      Paid: number;
      DueDate: string;
      /** @enum {string} */
      Status: 'Unpaid' | 'Partial Settled' | 'Settled' | 'Cancelled';
    };
    /** @description A charge taken back */
    CreditNote: {
      CreditNoteNo: string;
      LoanNo: string;
      BorrowerName: string;
      Date: string;
      Amount: number;
      Reason: string;
      InvoiceNo: string;
    };
    ReportPage: {
      Data: {
        [key: string]: unknown;
      }[];
      /** @description Rows matching the filters */
      Count: number;
      /** @description The sums of the report's amounts over every matching row (not only the page), in ringgit */
      Totals: {
        [key: string]: unknown;
      };
    };
    ReportExport: {
      Data: {
        ExportId: string;
        /** @enum {string} */
        Status: 'Running' | 'Ready' | 'Failed';
        /** @description Rows the file holds (counted when asked, then as written) */
        Rows: number;
        /** @description Rows written so far */
        Done: number;
        FileName: string;
        /** @description Why it failed */
        Message?: string;
        /** @description Once Ready: the file, for 10 minutes */
        Url?: string;
        /** @enum {string} */
        Report: 'installments' | 'payments' | 'interest' | 'summary' | 'lpc';
        /** @enum {string} */
        Format: 'csv' | 'xlsx';
      };
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
      /** @description Invalid input: each failing field's text, by its dotted path */
      fields?: {
        [key: string]: string;
      };
    };
    SigningSessionSearch: {
      Rows?: number;
      /** @default 1 */
      Page: number;
      LoanNo?: string;
      /** @description [from, to], YYYY-MM-DD in Malaysia */
      DateTimeRange?: string[] | null;
      Name?: string;
      Contact?: string;
      /** @enum {string} */
      Status?: 'Pending Start' | 'In Progress' | 'Completed' | 'No Show' | 'All';
      ParticipantId?: string;
    };
    AttestedLoanSearch: {
      /** @default 20 */
      Rows: number;
      /** @default 1 */
      Page: number;
      LoanNo?: string;
    };
    /** @description Every lending action with the staff roles that may do it */
    ActionRightsInput: {
      'Manage Products': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Manage Packages': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Manage Partners': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Approve Application': (
        | 'Admin'
        | 'Finance Team'
        | 'Risk Team'
        | 'Staff'
        | 'Company Signer'
        | 'Attorney'
      )[];
      'Reject Application': (
        | 'Admin'
        | 'Finance Team'
        | 'Risk Team'
        | 'Staff'
        | 'Company Signer'
        | 'Attorney'
      )[];
      'Void Application': (
        | 'Admin'
        | 'Finance Team'
        | 'Risk Team'
        | 'Staff'
        | 'Company Signer'
        | 'Attorney'
      )[];
      'Stamp Loan': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Disburse Loan': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Terminate Loan': ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
      'Activate Installment': (
        | 'Admin'
        | 'Finance Team'
        | 'Risk Team'
        | 'Staff'
        | 'Company Signer'
        | 'Attorney'
      )[];
    };
    ExportId: {
      ExportId: string;
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
  postAuthMfaEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The token of the set-up link mailed to the staff member */
          enrolment_token: string;
        };
      };
    };
    responses: {
      /** @description The set-up to add to the app */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['MfaEnrolment'];
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
          /** @description The token of the set-up link mailed to the staff member */
          enrolment_token: string;
          otp: string;
        };
      };
    };
    responses: {
      /** @description Two-step sign-in is on. Sign in with your password and a code from your authenticator app. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Ten single-use codes, shown this once */
            recovery_codes: string[];
            message: string;
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
          /** @description The common side's client id of the background session (the site sends its own) */
          client_id?: string;
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
              /** @description Customers: the e-mail address was verified through the mailed link (needed to apply) */
              EmailVerified?: boolean;
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
              ConsentRequired?: boolean;
              NoticeVersion?: string;
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
          /** @description Accepted for the spec's callers and not used: the mailed link always leads to the reset page of the site's configured address (PUBLIC_URL) */
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
          /** @description Accepted for the spec's callers and not used: the mailed link always leads to the reset page of the site's configured address (PUBLIC_URL) */
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
  postCustomerLoginAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          FullName: string;
          Email: string;
          Password: string;
          ConfirmPassword: string;
          /** @enum {string} */
          AccountType: 'individual' | 'corporate';
        };
      };
    };
    responses: {
      /** @description Registered, or the owner of the e-mail told; the same answer */
      202: {
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
  postCustomerEmailVerify: {
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
        };
      };
    };
    responses: {
      /** @description Your e-mail address is verified. */
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
  postCustomerEmailResendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description We have sent a new link to your e-mail address. */
      202: {
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
  getPrivacyNotice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notice in force */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['PrivacyNotice'];
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
  postPrivacyNotice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Version: string;
          ChangesEn: string;
          ChangesMs: string;
        };
      };
    };
    responses: {
      /** @description Published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['PrivacyNotice'];
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
  getConsents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The consents */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              NoticeVersion: string;
              PublishedAt: string;
              ChangesEn: string;
              ChangesMs: string;
              LastAcceptedVersion?: string;
              ConsentRequired: boolean;
              Consents: components['schemas']['Consent'][];
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
  postConsentsAccept: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          NoticeVersion: string;
        };
      };
    };
    responses: {
      /** @description Accepted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Consent'];
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
      /** @description The list items, labels in English and Malay */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Code: string;
              /** @description The label in the caller's language */
              Name: string;
              NameEn: string;
              NameMs: string;
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
  postLogs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Message: string;
          Stack?: string;
          Status?: number;
          Url?: string;
          RequestId?: string;
        };
      };
    };
    responses: {
      /** @description Logged */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            RequestId: string;
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
  postCustomerProfileFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerProfileUpdate: {
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
              CustomerId?: string;
              FullName: string;
              Nationality: string;
              /** @enum {string} */
              MaritalStatus: 'Single' | 'Married' | 'Divorced' | 'Widowed';
              /** @enum {string} */
              Ethnicity: 'Malay' | 'Chinese' | 'Indian' | 'Foreigner' | 'Others';
              /** @enum {string} */
              BumiputeraYN: 'Y' | 'N';
              ContactNo: string;
              Address: {
                AddressLine1: string;
                AddressLine2?: string;
                Postcode: string;
                City: string;
                State: string;
                /** @default MY */
                Country?: string;
              };
              /** @constant */
              IdType: 'NRIC';
              NRIC: string;
            }
          | {
              CustomerId?: string;
              FullName: string;
              Nationality: string;
              /** @enum {string} */
              MaritalStatus: 'Single' | 'Married' | 'Divorced' | 'Widowed';
              /** @enum {string} */
              Ethnicity: 'Malay' | 'Chinese' | 'Indian' | 'Foreigner' | 'Others';
              /** @enum {string} */
              BumiputeraYN: 'Y' | 'N';
              ContactNo: string;
              Address: {
                AddressLine1: string;
                AddressLine2?: string;
                Postcode: string;
                City: string;
                State: string;
                /** @default MY */
                Country?: string;
              };
              /** @constant */
              IdType: 'Passport';
              PassportNo: string;
              /** Format: date */
              DateOfBirth: string;
              /** @enum {string} */
              Gender: 'Male' | 'Female';
            };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerAddressesAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          AddressLine1: string;
          AddressLine2?: string;
          Postcode: string;
          City: string;
          State: string;
          /** @default MY */
          Country?: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerAddressesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          AddressLine1: string;
          AddressLine2?: string;
          Postcode: string;
          City: string;
          State: string;
          /** @default MY */
          Country?: string;
          AddressId: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerEmploymentsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          /** @enum {string} */
          EmploymentType: 'Self-Employed' | 'Employed';
          /** @enum {string} */
          EmploymentTerm?: 'Contract' | 'Permanent';
          NatureOfBusiness: string;
          Designation: string;
          CompanyName: string;
          CompanyAddress: {
            AddressLine1: string;
            AddressLine2?: string;
            Postcode: string;
            City: string;
            State: string;
            /** @default MY */
            Country?: string;
          };
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerEmploymentsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          /** @enum {string} */
          EmploymentType: 'Self-Employed' | 'Employed';
          /** @enum {string} */
          EmploymentTerm?: 'Contract' | 'Permanent';
          NatureOfBusiness: string;
          Designation: string;
          CompanyName: string;
          CompanyAddress: {
            AddressLine1: string;
            AddressLine2?: string;
            Postcode: string;
            City: string;
            State: string;
            /** @default MY */
            Country?: string;
          };
          EmploymentId: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerBanksAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          BankCode: string;
          OtherBank?: string;
          AccountNo: string;
          AccountType: string;
          Branch?: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerBanksUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          BankCode: string;
          OtherBank?: string;
          AccountNo: string;
          AccountType: string;
          Branch?: string;
          BankId: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerCompanyFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The company */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              CompanyId: string;
              CompanyName: string;
              RegistrationNo: string;
              IncorporationCountry: string;
              NatureOfBusiness: string;
              BusinessAddress: components['schemas']['Address'];
              OfficeNo: string;
              FaxNo?: string;
              CustomerId: string;
            };
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
  postCustomerCompanyUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
          CompanyName: string;
          RegistrationNo: string;
          /** @default MY */
          IncorporationCountry?: string;
          NatureOfBusiness: string;
          BusinessAddress: {
            AddressLine1: string;
            AddressLine2?: string;
            Postcode: string;
            City: string;
            State: string;
            /** @default MY */
            Country?: string;
          };
          OfficeNo: string;
          FaxNo?: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomersCompanyContactPersonsAdd: {
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
              CustomerId?: string;
              FullName: string;
              Designation: string;
              ContactNo: string;
              Email: string;
              /**
               * @default N
               * @enum {string}
               */
              IsDefaultYN?: 'Y' | 'N';
              /** @constant */
              IdType: 'NRIC';
              NRIC: string;
            }
          | {
              CustomerId?: string;
              FullName: string;
              Designation: string;
              ContactNo: string;
              Email: string;
              /**
               * @default N
               * @enum {string}
               */
              IsDefaultYN?: 'Y' | 'N';
              /** @constant */
              IdType: 'Passport';
              PassportNo: string;
            };
      };
    };
    responses: {
      /** @description The contact person */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ContactPerson'];
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
  postCustomersCompanyContactPersonsUpdate: {
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
              CustomerId?: string;
              FullName: string;
              Designation: string;
              ContactNo: string;
              Email: string;
              /**
               * @default N
               * @enum {string}
               */
              IsDefaultYN?: 'Y' | 'N';
              ContactPersonId: string;
              /** @constant */
              IdType: 'NRIC';
              NRIC: string;
            }
          | {
              CustomerId?: string;
              FullName: string;
              Designation: string;
              ContactNo: string;
              Email: string;
              /**
               * @default N
               * @enum {string}
               */
              IsDefaultYN?: 'Y' | 'N';
              ContactPersonId: string;
              /** @constant */
              IdType: 'Passport';
              PassportNo: string;
            };
      };
    };
    responses: {
      /** @description The contact person */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ContactPerson'];
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
  postCustomersCompanyContactPersonsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default {} */
          Search?: {
            CustomerId?: string;
            /** @enum {string} */
            IsDefaultYN?: 'Y' | 'N' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description Contact persons */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ContactPerson'][];
            Count: number;
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
  postCustomerOnboardingComplete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerCustomersFindAll: {
    parameters: {
      query?: {
        Rows?: number;
        Page?: number;
        Search?: string;
        MemberType?: 'Premium Member' | 'Online Member' | 'Non-Member' | 'Company' | 'All';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerRow'][];
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
  postCustomerCustomersFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId: string;
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerCustomersUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId: string;
          /** @enum {string} */
          MemberType: 'Premium Member' | 'Online Member' | 'Non-Member';
        };
      };
    };
    responses: {
      /** @description The customer record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerProfile'];
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
  postCustomerCustomersGetActivities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId: string;
          Rows?: number;
          Page?: number;
        };
      };
    };
    responses: {
      /** @description Activity history */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CustomerActivity'][];
            Count: number;
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
  postCustomerDataExportOwn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          Format: 'json' | 'pdf';
        };
      };
    };
    responses: {
      /** @description The export: a JSON file, or a PDF in the caller's language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
          'application/pdf': unknown;
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
  postCustomerDataExportRequest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CustomerId: string;
          RequestRef?: string;
          /** @enum {string} */
          Format: 'json' | 'pdf';
        };
      };
    };
    responses: {
      /** @description The export: a JSON file, or a PDF in the caller's language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': unknown;
          'application/pdf': unknown;
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
  getMedias: {
    parameters: {
      query?: {
        rows?: number;
        page?: number;
        ObjectType?: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
        ObjectId?: string;
        Title?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The documents */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Media'][];
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
  postMediasInternal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The fields first, then the file */
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @description Whose document it is: a CustomerId, ContactPersonId or the account id */
          ObjectId: string;
          /** @enum {string} */
          ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
          /** @description Which document it is, e.g. 'Pay Slip' or 'NRIC Front': its rule sets the types and limit */
          Title: string;
          /** @description The document’s type as the caller files it; the Title when absent */
          Type?: string;
          /** @description With or without its extension; cleaned before it is kept (spec §3) */
          FileName: string;
          /** @description `pdf`, `.PDF` and the like; the file name's own when absent */
          FileExtension?: string;
          Description?: string;
          /**
           * Format: binary
           * @description The file, last: a JPG, JPEG or PNG image, or a PDF where the Title's document takes one, within its limit (5 MB; 2 MB for a signature)
           */
          FileStream: string;
        };
      };
    };
    responses: {
      /** @description The stored document */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Media'];
          };
        };
      };
      /** @description The file or its fields were refused (type, extension, title, owner) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description Only the owner of the documents uploads them */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The file is over the document’s limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      /** @description The document already has as many files as it keeps */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  postMediasUploadUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Whose document it is: a CustomerId, ContactPersonId or the account id */
          ObjectId: string;
          /** @enum {string} */
          ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
          /** @description Which document it is, e.g. 'Pay Slip' or 'NRIC Front': its rule sets the types and limit */
          Title: string;
          /** @description The document’s type as the caller files it; the Title when absent */
          Type?: string;
          /** @description With or without its extension; cleaned before it is kept (spec §3) */
          FileName: string;
          /** @description `pdf`, `.PDF` and the like; the file name's own when absent */
          FileExtension?: string;
          Description?: string;
          Size: number;
        };
      };
    };
    responses: {
      /** @description POST the fields, then the file as `file`, to `url` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              UploadId: string;
              url: string;
              /** @constant */
              method: 'POST';
              fields: {
                [key: string]: string;
              };
            };
          };
        };
      };
      /** @description The file or its fields were refused (type, extension, title, owner) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description Only the owner of the documents uploads them */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The file is over the document’s limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
      /** @description The document already has as many files as it keeps */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  postMediasConfirmUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          UploadId: string;
        };
      };
    };
    responses: {
      /** @description The stored document */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Media'];
          };
        };
      };
      /** @description The file or its fields were refused (type, extension, title, owner) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description Only the owner of the documents uploads them */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      /** @description The file is over the document’s limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
      /** @description The document already has as many files as it keeps */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadProblem'];
        };
      };
      429: components['responses']['TooManyRequests'];
    };
  };
  deleteMediasByMediaId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        MediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
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
  postMediasDownloadUrl: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          MediaId: string;
        };
      };
    };
    responses: {
      /** @description The link */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              URL: string;
              ExpiresAt: string;
            };
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
  postCustomerDocumentsChecklist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff name the customer; a borrower's own record is used for them */
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The checklist */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              /** @enum {string} */
              AccountType: 'individual' | 'corporate';
              Items: {
                Title: string;
                Required: boolean;
                Uploaded: boolean;
              }[];
              Missing: string[];
            };
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
  postCustomerDocumentsGetLatestPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff name the customer; a borrower's own record is used for them */
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
              FileName: string;
              FileExtension: string;
              Type: string;
              /** @enum {string} */
              Title:
                | 'Photo'
                | 'NRIC Front'
                | 'NRIC Back'
                | 'Pay Slip'
                | 'Bank Statement'
                | 'EPF Statement'
                | 'EA Form or Tax Return'
                | 'Other Income'
                | 'Asset'
                | 'SSM Statutory Forms'
                | 'Audited Accounts'
                | 'Company Bank Statement'
                | 'Management Account'
                | 'Tax Return'
                | 'ID Front'
                | 'ID Back'
                | 'eKYC Front'
                | 'eKYC Back'
                | 'Signature'
                | 'Signing Video';
              Description: string;
              ObjectId: string;
              /** @enum {string} */
              ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
              CustomerId?: string;
              /** @enum {string} */
              IsEncryptedYN: 'Y' | 'N';
              Size: number;
              ContentType: string;
              CreatedAt: string;
              URL: string;
            };
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
  postCustomerDocumentsGetNricFrontPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff name the customer; a borrower's own record is used for them */
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
              FileName: string;
              FileExtension: string;
              Type: string;
              /** @enum {string} */
              Title:
                | 'Photo'
                | 'NRIC Front'
                | 'NRIC Back'
                | 'Pay Slip'
                | 'Bank Statement'
                | 'EPF Statement'
                | 'EA Form or Tax Return'
                | 'Other Income'
                | 'Asset'
                | 'SSM Statutory Forms'
                | 'Audited Accounts'
                | 'Company Bank Statement'
                | 'Management Account'
                | 'Tax Return'
                | 'ID Front'
                | 'ID Back'
                | 'eKYC Front'
                | 'eKYC Back'
                | 'Signature'
                | 'Signing Video';
              Description: string;
              ObjectId: string;
              /** @enum {string} */
              ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
              CustomerId?: string;
              /** @enum {string} */
              IsEncryptedYN: 'Y' | 'N';
              Size: number;
              ContentType: string;
              CreatedAt: string;
              URL: string;
            };
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
  postCustomerDocumentsGetNricBackPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff name the customer; a borrower's own record is used for them */
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
              FileName: string;
              FileExtension: string;
              Type: string;
              /** @enum {string} */
              Title:
                | 'Photo'
                | 'NRIC Front'
                | 'NRIC Back'
                | 'Pay Slip'
                | 'Bank Statement'
                | 'EPF Statement'
                | 'EA Form or Tax Return'
                | 'Other Income'
                | 'Asset'
                | 'SSM Statutory Forms'
                | 'Audited Accounts'
                | 'Company Bank Statement'
                | 'Management Account'
                | 'Tax Return'
                | 'ID Front'
                | 'ID Back'
                | 'eKYC Front'
                | 'eKYC Back'
                | 'Signature'
                | 'Signing Video';
              Description: string;
              ObjectId: string;
              /** @enum {string} */
              ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
              CustomerId?: string;
              /** @enum {string} */
              IsEncryptedYN: 'Y' | 'N';
              Size: number;
              ContentType: string;
              CreatedAt: string;
              URL: string;
            };
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
  postCustomerDocumentsGetSsmStatutoryForms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Staff name the customer; a borrower's own record is used for them */
    requestBody: {
      content: {
        'application/json': {
          CustomerId?: string;
        };
      };
    };
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
              FileName: string;
              FileExtension: string;
              Type: string;
              /** @enum {string} */
              Title:
                | 'Photo'
                | 'NRIC Front'
                | 'NRIC Back'
                | 'Pay Slip'
                | 'Bank Statement'
                | 'EPF Statement'
                | 'EA Form or Tax Return'
                | 'Other Income'
                | 'Asset'
                | 'SSM Statutory Forms'
                | 'Audited Accounts'
                | 'Company Bank Statement'
                | 'Management Account'
                | 'Tax Return'
                | 'ID Front'
                | 'ID Back'
                | 'eKYC Front'
                | 'eKYC Back'
                | 'Signature'
                | 'Signing Video';
              Description: string;
              ObjectId: string;
              /** @enum {string} */
              ObjectType: 'Customer' | 'ContactPerson' | 'LoanNo' | 'User';
              CustomerId?: string;
              /** @enum {string} */
              IsEncryptedYN: 'Y' | 'N';
              Size: number;
              ContentType: string;
              CreatedAt: string;
              URL: string;
            };
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
  postEKYCUploadDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          FrontMediaId: string;
          BackMediaId: string;
        };
      };
    };
    responses: {
      /** @description The eKYC, status Documents Uploaded */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Ekyc'];
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
  post2faSendSMSOTP: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PhoneNo?: string;
        };
      };
    };
    responses: {
      /** @description The code was sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'Success';
            Data: {
              /** @description The number the code went to, masked */
              SentTo: string;
              ExpiresInSeconds: number;
              ResendAfterSeconds: number;
            };
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
  postEKYCPerformEKYC: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Code: string;
        };
      };
    };
    responses: {
      /** @description Verified: the eKYC, status Completed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Ekyc'];
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
  getEKYCCheckEKYCCompletedUserLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The eKYC status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Completed: boolean;
              /** @enum {string} */
              Status: 'Not Started' | 'Documents Uploaded' | 'Code Sent' | 'Completed' | 'Failed';
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
  postEkycFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 1 */
          page?: number;
          /** @default 999 */
          rows?: number;
          search?: {
            ObjectId?: string;
            ObjectType?: string;
            EKYCParty?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page of eKYC records */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Ekyc'][];
            Count: number;
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
  getSettingsEkyc: {
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
            Data: components['schemas']['EkycSettings'];
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
  postSettingsEkyc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Enabled: boolean;
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
            Data: components['schemas']['EkycSettings'];
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
  postSignaturesGetUserSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signature or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signature'] | null;
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
  postSignaturesAddUserSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The image as a data URL (data:image/png;base64,…) or bare base64: PNG or JPEG, at most 2 MB */
          SignatureFile: string;
        };
      };
    };
    responses: {
      /** @description Saved */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signature'];
            /** @constant */
            message: 'Signature Saved';
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
  postSignaturesUpdateUserSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SignatureMediaId: string;
          /** @description The image as a data URL (data:image/png;base64,…) or bare base64: PNG or JPEG, at most 2 MB */
          SignatureFile: string;
        };
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signature'];
            /** @constant */
            message: 'Signature Saved';
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
  postSignaturesDeleteUserSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SignatureMediaId: string;
        };
      };
    };
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SignatureMediaId: string;
            };
            /** @constant */
            message: 'Signature Deleted';
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
  postSignaturesDownloadUserSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signature image (PNG or JPEG, as saved) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': unknown;
          'image/jpeg': unknown;
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
  postComplianceDocumentReads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date
           * @description First day (Malaysia time), YYYY-MM-DD
           */
          From: string;
          /**
           * Format: date
           * @description Last day (Malaysia time), YYYY-MM-DD, included
           */
          To: string;
          CustomerId?: string;
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
        };
      };
    };
    responses: {
      /** @description One page and the count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['DocumentRead'][];
            Count: number;
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
  postComplianceDocumentReadsExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date
           * @description First day (Malaysia time), YYYY-MM-DD
           */
          From: string;
          /**
           * Format: date
           * @description Last day (Malaysia time), YYYY-MM-DD, included
           */
          To: string;
          CustomerId?: string;
          /** @constant */
          Format?: 'csv';
        };
      };
    };
    responses: {
      /** @description The export, 'Running' */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['DocumentReadsExport'];
          };
        };
      };
      /** @description See Other (to a caller that does not accept JSON alone, once the file is written): `Location` is a 10-minute link to the file in the document store, which an HTTP client follows by itself */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
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
  postComplianceDocumentReadsExportsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ExportId: string;
        };
      };
    };
    responses: {
      /** @description The export */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['DocumentReadsExport'];
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
  postLoansSignAsCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          IpAddress?: string;
          SignatureFile?: string;
          UseSavedSignature?: boolean;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postLoansVideoWatched: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postLoansDeclinePreRecorded: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Remarks?: string;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postLoansSignWithoutLiveSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          IpAddress?: string;
          SignatureFile?: string;
          UseSavedSignature?: boolean;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postLoansSignAsBorrower: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          IpAddress?: string;
          SignatureFile?: string;
          UseSavedSignature?: boolean;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postLoansSignAsAttestator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          IpAddress?: string;
          SignatureFile?: string;
          UseSavedSignature?: boolean;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postAgreementsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's signing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Signing'];
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
  postAgreementsDownload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Version?: number;
        };
      };
    };
    responses: {
      /** @description The agreement (PDF) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
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
  postAgreementsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @enum {string} */
          Status:
            | 'Pending Signing Company'
            | 'Signed By Company'
            | 'Pending Signing Borrower'
            | 'Pending Signing Attestor'
            | 'Signed';
        };
      };
    };
    responses: {
      /** @description One page of the loans at that signing status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              CustomerId: string;
              BorrowerName: string;
              Status: string;
              /** @enum {string} */
              Mode?: 'Pre-recorded' | 'Live';
              SKU?: string;
              ProductName?: string;
              Amount?: number;
              VideoWatchedAt?: string;
              UpdatedAt: string;
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postAgreementsVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The verdict, version by version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              Valid: boolean;
              Versions: {
                Version: number;
                Sha256: string;
                HashOk: boolean;
                ChainOk: boolean;
              }[];
              BrokenAt?: number;
              Erased?: boolean;
            };
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
  postSigningVideosUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          FileName: string;
        };
      };
    };
    responses: {
      /** @description Where to send the file (a form POST with these fields, then the file) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              UploadKey: string;
              Url: string;
              /** @constant */
              Method: 'POST';
              Fields: {
                [key: string]: string;
              };
            };
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
  postSigningVideosConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          FileName: string;
          UploadKey: string;
        };
      };
    };
    responses: {
      /** @description The explanation video */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SKU: string;
              FileName: string;
              UploadedAt: string;
              Url?: string;
              IsDefault?: boolean;
              Size?: number;
              UploadedBy?: string;
            };
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
  postSigningVideosFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description The explanation video */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SKU: string;
              FileName: string;
              UploadedAt: string;
              Url?: string;
              IsDefault?: boolean;
              Size?: number;
              UploadedBy?: string;
            };
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
  postAppointmentSlotGroupsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 999 when the Search filters nothing, else 20 (spec §9) */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            Name?: string;
            RelatedObjectId?: string;
            AttestatorId?: string;
            /** @enum {string} */
            Status?: 'Active' | 'Inactive' | 'All';
            /** @enum {string} */
            Type?: 'Signing' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description One page of slot groups */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotGroup'][];
            Count: number;
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
  postAppointmentSlotGroupsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Name: string;
          RelatedObjectId?: string;
          AttestatorId: string;
          Description?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
          /**
           * @default Signing
           * @enum {string}
           */
          Type?: 'Signing';
        };
      };
    };
    responses: {
      /** @description The group (its SlotGroupId handed out); 'Slot group created.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotGroup'];
            message: string;
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
  postAppointmentSlotGroupsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotGroupId: string;
        };
      };
    };
    responses: {
      /** @description The group */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SlotGroupId: string;
              Name: string;
              /** @description Empty when none was given */
              RelatedObjectId: string;
              AttestatorId: string;
              AttestatorName: string;
              /** @description Empty when none was given */
              Description: string;
              /** @enum {string} */
              Status: 'Active' | 'Inactive';
              /** @enum {string} */
              Type: 'Signing';
              CreatedAt: string;
              UpdatedAt: string;
              SlotSessions: components['schemas']['SlotSession'][];
            };
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
  postAppointmentSlotGroupsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotGroupId: string;
          Name: string;
          RelatedObjectId?: string;
          AttestatorId: string;
          Description?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
          /**
           * @default Signing
           * @enum {string}
           */
          Type?: 'Signing';
        };
      };
    };
    responses: {
      /** @description The group; 'Slot group updated.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotGroup'];
            message: string;
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
  postAppointmentSlotGroupsDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotGroupId: string;
        };
      };
    };
    responses: {
      /** @description 'Slot group deleted.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postAppointmentSlotSessionsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @description The group's sessions only */
          SlotGroupId?: string;
          Search?: {
            SlotGroupId?: string;
            Weekday?: 'All' | number;
          };
        };
      };
    };
    responses: {
      /** @description One page of slot sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotSession'][];
            Count: number;
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
  postAppointmentSlotSessionsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotGroupId: string;
          /** @description ISO weekday: 1 = Monday … 7 = Sunday */
          Weekday: number;
          /** @description 'HH:mm', 24-hour, Malaysia time */
          StartTime: string;
          /** @description 'HH:mm', 24-hour, Malaysia time */
          EndTime: string;
        };
      };
    };
    responses: {
      /** @description The session; 'Slot session created.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotSession'];
            message: string;
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
  postAppointmentSlotSessionsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotSessionId: string;
        };
      };
    };
    responses: {
      /** @description The session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotSession'];
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
  postAppointmentSlotSessionsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotSessionId: string;
          SlotGroupId: string;
          /** @description ISO weekday: 1 = Monday … 7 = Sunday */
          Weekday: number;
          /** @description 'HH:mm', 24-hour, Malaysia time */
          StartTime: string;
          /** @description 'HH:mm', 24-hour, Malaysia time */
          EndTime: string;
        };
      };
    };
    responses: {
      /** @description The session; 'Slot session updated.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SlotSession'];
            message: string;
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
  postAppointmentSlotSessionsDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SlotSessionId: string;
        };
      };
    };
    responses: {
      /** @description 'Slot session deleted.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postSigningSessionsJoin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SigningSessionId: string;
        };
      };
    };
    responses: {
      /** @description The session, the side the caller takes and the ICE servers (RTCIceServer[]) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SigningSessionId: string;
              LoanNo: string;
              CustomerId: string;
              ParticipantId: string;
              AttestatorId: string;
              AttestatorName: string;
              /** @description The borrower's name */
              Name: string;
              /** @description The borrower's mobile number (E.164), or '' */
              Contact: string;
              Email: string;
              /** @description [start, end], ISO 8601 instants (UTC); shown in Malaysia time */
              DateTimeRange: string[];
              SlotSessionId: string;
              /** @enum {string} */
              Status: 'Pending Start' | 'In Progress' | 'Completed' | 'No Show';
              /** @enum {string} */
              BorrowerSignYN: 'Y' | 'N';
              /** @enum {string} */
              AttestatorSignYN: 'Y' | 'N';
              /** @enum {string} */
              CompanySignerSignYN: 'Y' | 'N';
              RecordingMediaId?: string;
              BorrowerJoinedAt?: string;
              AttestatorJoinedAt?: string;
              StartedAt?: string;
              EndedAt?: string;
              CreatedAt: string;
              UpdatedAt: string;
              /** @enum {string} */
              Step: 'Borrower To Sign' | 'Signing' | 'Attestor To Sign' | 'Completed';
              LoanSigningSessions: {
                LoanNo: string;
                Status: string;
                RecordingMediaId?: string;
              }[];
              /** @enum {string} */
              Side: 'borrower' | 'attestor';
              IceServers: {
                urls: string | string[];
                username?: string;
                credential?: string;
              }[];
            };
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
  postSigningSessionsStart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SigningSessionId: string;
        };
      };
    };
    responses: {
      /** @description The signing session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSession'];
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
  postSigningSessionsEnd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SigningSessionId: string;
          /** @description The id `/signing-sessions/recording-upload` answered, once the file is uploaded */
          RecordingMediaId?: string;
        };
      };
    };
    responses: {
      /** @description The signing session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSession'];
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
  postSigningSessionsNoShow: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SigningSessionId: string;
        };
      };
    };
    responses: {
      /** @description The signing session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSession'];
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
  postSigningSessionsRecordingUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SigningSessionId: string;
          /** @description 'video/mp4' (codecs may follow) */
          ContentType: string;
        };
      };
    };
    responses: {
      /** @description The upload form */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SigningSessionId: string;
              RecordingMediaId: string;
              Url: string;
              /** @constant */
              Method: 'POST';
              Fields: {
                [key: string]: string;
              };
              MaxBytes: number;
            };
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
  postSigningSessionsDownloadRecording: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The recording, where the 303 leads (a browser follows it by itself) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'video/mp4': unknown;
        };
      };
      /** @description See Other: `Location` is a one-hour link to the recording (video/mp4, named `signing-session-recording-<LoanNo>.mp4`) in the document store, which a browser follows */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
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
  postSigningSessionsAttestors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The attestors */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              AttestatorId: string;
              Name: string;
              SlotGroupId: string;
              SlotGroupName: string;
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postSigningSessionsAvailableSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          AttestatorId: string;
          /** @description YYYY-MM; this month in Malaysia when left out */
          Month?: string;
        };
      };
    };
    responses: {
      /** @description The calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              AttestatorId: string;
              Month: string;
              Days: {
                Date: string;
                /** @enum {string} */
                State: 'Available' | 'Not Available' | 'Today' | 'Off Day';
                Slots: {
                  SlotSessionId: string;
                  Start: string;
                  End: string;
                  Available: boolean;
                }[];
              }[];
            };
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
  postLoansScheduleSigningSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          AttestatorId: string;
          SlotSessionId: string;
          /** @description The slot's start (an available slot's Start from available-sessions) */
          Start: string;
        };
      };
    };
    responses: {
      /** @description The booked session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSession'];
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
  postLoansRescheduleSigningSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          AttestatorId: string;
          SlotSessionId: string;
          /** @description The slot's start (an available slot's Start from available-sessions) */
          Start: string;
        };
      };
    };
    responses: {
      /** @description The moved session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSession'];
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
  postSigningSessionsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SigningSessionSearch'];
      };
    };
    responses: {
      /** @description One page of sessions, and how many match */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSessionRow'][];
            Count: number;
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
  postLoansGetSigningSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['SigningSessionRow'][];
            Count: number;
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
  postSigningSessionsMyLoans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AttestedLoanSearch'];
      };
    };
    responses: {
      /** @description One page of the loans, and how many there are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['AttestedLoanRow'][];
            Count: number;
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
  postProductsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            Name?: string;
            /** @enum {string} */
            InterestType?: 'Simple' | 'Compound Daily' | 'Compound Monthly' | 'All';
            /** @enum {string} */
            Status?: 'Active' | 'Inactive' | 'All';
            PackageCode?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page of products, and what the caller may do to products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Product'][];
            Count: number;
            /** @description The lending actions the caller may take on products now: ['Manage Products'] when one of their roles is granted it, else []. The commands check the right again when called. */
            Actions: (
              | 'Manage Products'
              | 'Manage Packages'
              | 'Manage Partners'
              | 'Approve Application'
              | 'Reject Application'
              | 'Void Application'
              | 'Stamp Loan'
              | 'Disburse Loan'
              | 'Terminate Loan'
              | 'Activate Installment'
            )[];
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
  postProductsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          Name: string;
          Remark?: string;
          NumberOfInstallments: number;
          MinAmount: number;
          MaxAmount: number;
          /** @enum {string} */
          WithCollateralYN: 'Y' | 'N';
          /** @enum {string} */
          InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
          InterestRate: number;
          /**
           * @default Fixed
           * @enum {string}
           */
          InterestPercentageKind?: 'Fixed' | 'Variable' | 'Fixed plus Variable';
          VariableRateMargin?: number;
          /**
           * @default None
           * @enum {string}
           */
          EarlySettlementPenaltyType?: 'None' | 'Amount' | 'Percentage';
          EarlySettlementPenalty?: number;
          /**
           * @default N
           * @enum {string}
           */
          AutoCompanySigningYN?: 'Y' | 'N';
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
          PackageCode?: string;
          /**
           * @default Moneylenders Act 1951
           * @enum {string}
           */
          Regime?: 'Moneylenders Act 1951' | 'Other';
        };
      };
    };
    responses: {
      /** @description The product; message 'Product created.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Product'];
            message: string;
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
  postProductsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
        };
      };
    };
    responses: {
      /** @description The product, and what the caller may do to it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SKU: string;
              Name: string;
              Remark?: string;
              NumberOfInstallments: number;
              /** @description Ringgit */
              MinAmount: number;
              /** @description Ringgit */
              MaxAmount: number;
              /** @enum {string} */
              WithCollateralYN: 'Y' | 'N';
              /** @enum {string} */
              InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
              /** @description Percent a year */
              InterestRate: number;
              /** @enum {string} */
              InterestPercentageKind: 'Fixed' | 'Variable' | 'Fixed plus Variable';
              /** @description Percent a year, for the variable kinds */
              VariableRateMargin?: number;
              /** @enum {string} */
              EarlySettlementPenaltyType: 'None' | 'Amount' | 'Percentage';
              /** @description Ringgit for 'Amount', percent of the outstanding balance for 'Percentage' */
              EarlySettlementPenalty?: number;
              /** @enum {string} */
              AutoCompanySigningYN: 'Y' | 'N';
              /** @enum {string} */
              Status: 'Active' | 'Inactive';
              PackageCode?: string;
              /** @enum {string} */
              Regime: 'Moneylenders Act 1951' | 'Other';
              CreatedAt: string;
              UpdatedAt: string;
              Fees: components['schemas']['ProductFee'][];
              /** @description The lending actions the caller may take on products now: ['Manage Products'] when one of their roles is granted it, else []. The commands check the right again when called. */
              Actions: (
                | 'Manage Products'
                | 'Manage Packages'
                | 'Manage Partners'
                | 'Approve Application'
                | 'Reject Application'
                | 'Void Application'
                | 'Stamp Loan'
                | 'Disburse Loan'
                | 'Terminate Loan'
                | 'Activate Installment'
              )[];
            };
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
  postProductsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          Name: string;
          Remark?: string;
          NumberOfInstallments: number;
          MinAmount: number;
          MaxAmount: number;
          /** @enum {string} */
          WithCollateralYN: 'Y' | 'N';
          /** @enum {string} */
          InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
          InterestRate: number;
          /**
           * @default Fixed
           * @enum {string}
           */
          InterestPercentageKind?: 'Fixed' | 'Variable' | 'Fixed plus Variable';
          VariableRateMargin?: number;
          /**
           * @default None
           * @enum {string}
           */
          EarlySettlementPenaltyType?: 'None' | 'Amount' | 'Percentage';
          EarlySettlementPenalty?: number;
          /**
           * @default N
           * @enum {string}
           */
          AutoCompanySigningYN?: 'Y' | 'N';
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
          PackageCode?: string;
          /**
           * @default Moneylenders Act 1951
           * @enum {string}
           */
          Regime?: 'Moneylenders Act 1951' | 'Other';
        };
      };
    };
    responses: {
      /** @description The product; message 'Product updated.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Product'];
            message: string;
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
  postProductsDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
        };
      };
    };
    responses: {
      /** @description 'Product deleted.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postProductsAddFee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          Name: string;
          /** @enum {string} */
          FeeType: 'Amount' | 'Percentage';
          Amount?: number;
          Percentage?: number;
          AssociatedObjects: ('Loan' | 'Disbursement' | 'Stamping' | 'Late Payment' | 'Early Settlement')[];
        };
      };
    };
    responses: {
      /** @description The fee; message 'Fee created.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ProductFee'];
            message: string;
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
  postProductsGetFees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          SKU: string;
        };
      };
    };
    responses: {
      /** @description One page of fees */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ProductFee'][];
            Count: number;
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
  postProductFeesFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          FeeId: string;
        };
      };
    };
    responses: {
      /** @description The fee */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ProductFee'];
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
  postProductFeesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          FeeId: string;
          SKU: string;
          Name: string;
          /** @enum {string} */
          FeeType: 'Amount' | 'Percentage';
          Amount?: number;
          Percentage?: number;
          AssociatedObjects: ('Loan' | 'Disbursement' | 'Stamping' | 'Late Payment' | 'Early Settlement')[];
        };
      };
    };
    responses: {
      /** @description The fee; message 'Fee updated.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ProductFee'];
            message: string;
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
  postProductFeesDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          FeeId: string;
        };
      };
    };
    responses: {
      /** @description 'Fee deleted.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postPackagesFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            Name?: string;
            PackageCode?: string;
            CompanyCode?: string;
            /** @enum {string} */
            Status?: 'Active' | 'Inactive' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description One page of packages, and what the caller may do to packages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Package'][];
            Count: number;
            /** @description The lending actions the caller may take on packages now: ['Manage Packages'] when one of their roles is granted it, else []. The commands check the right again when called. */
            Actions: (
              | 'Manage Products'
              | 'Manage Packages'
              | 'Manage Partners'
              | 'Approve Application'
              | 'Reject Application'
              | 'Void Application'
              | 'Stamp Loan'
              | 'Disburse Loan'
              | 'Terminate Loan'
              | 'Activate Installment'
            )[];
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
  postPackagesAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PackageCode: string;
          Name: string;
          CompanyCode: string;
          PartnerCode?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description The package; message 'Successfully create package.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Package'];
            message: string;
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
  postPackagesFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PackageCode: string;
        };
      };
    };
    responses: {
      /** @description The package */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Package'];
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
  postPackagesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PackageCode: string;
          Name: string;
          CompanyCode: string;
          PartnerCode?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description The package; message 'Successfully edit package.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Package'];
            message: string;
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
  postPackagesDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PackageCode: string;
        };
      };
    };
    responses: {
      /** @description 'Successfully delete package.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postPartnersFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            Name?: string;
            PartnerCode?: string;
            AccountCode?: string;
            /** @enum {string} */
            Status?: 'Active' | 'Inactive' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description One page of partners, and what the caller may do to partners */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Partner'][];
            Count: number;
            /** @description The lending actions the caller may take on partners now: ['Manage Partners'] when one of their roles is granted it, else []. The commands check the right again when called. */
            Actions: (
              | 'Manage Products'
              | 'Manage Packages'
              | 'Manage Partners'
              | 'Approve Application'
              | 'Reject Application'
              | 'Void Application'
              | 'Stamp Loan'
              | 'Disburse Loan'
              | 'Terminate Loan'
              | 'Activate Installment'
            )[];
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
  postPartnersAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PartnerCode: string;
          Name: string;
          AccountCode: string;
          CompanyCode?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description The partner; message 'Partner created.' */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Partner'];
            message: string;
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
  postPartnersFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PartnerCode: string;
        };
      };
    };
    responses: {
      /** @description The partner */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Partner'];
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
  postPartnersUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PartnerCode: string;
          Name: string;
          AccountCode: string;
          CompanyCode?: string;
          /**
           * @default Active
           * @enum {string}
           */
          Status?: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description The partner; message 'Partner updated.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Partner'];
            message: string;
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
  postPartnersDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PartnerCode: string;
        };
      };
    };
    responses: {
      /** @description 'Partner deleted.' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
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
  postSettingsActionRightsFind: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The grant in force, with the actions and roles it may name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Rights: components['schemas']['ActionRights'];
              /** @description Whether no Admin has changed the defaults yet */
              IsDefault: boolean;
              Actions: (
                | 'Manage Products'
                | 'Manage Packages'
                | 'Manage Partners'
                | 'Approve Application'
                | 'Reject Application'
                | 'Void Application'
                | 'Stamp Loan'
                | 'Disburse Loan'
                | 'Terminate Loan'
                | 'Activate Installment'
              )[];
              Roles: ('Admin' | 'Finance Team' | 'Risk Team' | 'Staff' | 'Company Signer' | 'Attorney')[];
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
  postSettingsActionRightsUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Rights: components['schemas']['ActionRightsInput'];
        };
      };
    };
    responses: {
      /** @description The grant saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Rights: components['schemas']['ActionRights'];
            };
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
  postApplicationsAvailableProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ProductOffer'][];
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
  postApplicationsQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          /** @description Ringgit, at most 2 decimals */
          Amount: number;
          NumberOfInstallments: number;
        };
      };
    };
    responses: {
      /** @description The schedule */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['LoanQuote'];
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
  postApplicationsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          /** @description Ringgit, at most 2 decimals */
          Amount: number;
          NumberOfInstallments: number;
        };
      };
    };
    responses: {
      /** @description The application */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationSubmitted'];
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
  postApplicationsSaveDraft: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          SKU: string;
          /** @description Ringgit, at most 2 decimals */
          Amount: number;
          NumberOfInstallments: number;
          ApplicationId?: string;
        };
      };
    };
    responses: {
      /** @description The draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationSubmitted'];
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
  postApplicationsSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
        };
      };
    };
    responses: {
      /** @description The application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationSubmitted'];
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
  postApplicationsFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            ApplicationId?: string;
            /** @description A loan number's beginning */
            LoanNo?: string;
            /** @enum {string} */
            Status?:
              | 'New'
              | 'Pending Profile'
              | 'In Review'
              | 'Approved'
              | 'Rejected'
              | 'Cancelled'
              | 'Void'
              | 'All';
            BorrowerName?: string;
            BorrowerICNo?: string;
            CustomerId?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ApplicationRow'][];
            Count: number;
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
  postApplicationsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
        };
      };
    };
    responses: {
      /** @description The application */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Application'];
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
  postApplicationsApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          /** @description Why (spec §5: required) */
          Reason: string;
          /** @description The client's IP address as it knows it */
          IpAddress?: string;
        };
      };
    };
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ApplicationId: string;
              /** @enum {string} */
              Status:
                | 'New'
                | 'Pending Profile'
                | 'In Review'
                | 'Approved'
                | 'Rejected'
                | 'Cancelled'
                | 'Void';
              LoanNo: string;
            };
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
  postApplicationsReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          /** @description Why (spec §5: required) */
          Reason: string;
        };
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ApplicationId: string;
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'New'
                | 'Pending Profile'
                | 'In Review'
                | 'Approved'
                | 'Rejected'
                | 'Cancelled'
                | 'Void';
            };
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
  postApplicationsVoid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          /** @description Why (spec §5: required) */
          Remarks: string;
        };
      };
    };
    responses: {
      /** @description Voided */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ApplicationId: string;
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'New'
                | 'Pending Profile'
                | 'In Review'
                | 'Approved'
                | 'Rejected'
                | 'Cancelled'
                | 'Void';
            };
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
  postApplicationsCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          /** @description Why (spec §5: required) */
          Remarks: string;
        };
      };
    };
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ApplicationId: string;
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'New'
                | 'Pending Profile'
                | 'In Review'
                | 'Approved'
                | 'Rejected'
                | 'Cancelled'
                | 'Void';
            };
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
  postApplicationsGetDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
        };
      };
    };
    responses: {
      /** @description The documents */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['ApplicationDocument'][];
            Count: number;
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
  postApplicationsAddDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The fields first, then the file */
    requestBody: {
      content: {
        'multipart/form-data': {
          ApplicationId: string;
          /** @description What the document is, e.g. 'Offer Letter' */
          Title: string;
          /** @description The name to keep it under (the Title when absent); spaces become hyphens */
          FileName?: string;
          /**
           * Format: binary
           * @description The file, last: PDF, JPG, JPEG or PNG, at most 5 MB
           */
          FileStream: string;
        };
      };
    };
    responses: {
      /** @description The stored document */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MediaId: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoansFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @default {} */
          Search?: {
            LoanNo?: string;
            /** @enum {string} */
            Status?:
              | 'Pending Signing Company'
              | 'Signed By Company'
              | 'Pending Signing Borrower'
              | 'Pending Signing Attestor'
              | 'Signed'
              | 'Stamped'
              | 'Disbursed'
              | 'Active'
              | 'Completed'
              | 'Early Settlement'
              | 'Settlement Under Review'
              | 'Termination In Process'
              | 'Terminated'
              | 'All';
            BorrowerName?: string;
            BorrowerICNo?: string;
            CustomerId?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['LoanRow'][];
            Count: number;
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
  postLoansFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Loan'];
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
  postLoansView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          /** @default 20 */
          ActivityRows?: number;
          /** @default 1 */
          ActivityPage?: number;
        };
      };
    };
    responses: {
      /** @description The loan and its history */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Loan: components['schemas']['Loan'];
              Activities: {
                Data: {
                  Date: string;
                  Activity: string;
                  Remarks: string;
                  /** @description Empty where the reader may not see it: a borrower, on staff's and the system's actions */
                  IpAddress: string;
                  By: string;
                }[];
                Count: number;
              };
              /** @description Staff who may read a loan's notes only: its newest 20 (`/notes/find-all` pages them) */
              Notes?: {
                Data: components['schemas']['Note'][];
                Count: number;
              };
            };
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
  postLoansOutstandingInstallments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The installments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['LoanScheduleRow'][];
            Count: number;
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
  postLoansGetCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The borrower */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              CustomerId: string;
              BorrowerName: string;
              BorrowerICNo: string;
              AccountType: ('individual' | 'corporate') | null;
              Email: string | null;
              ContactNo: string | null;
            };
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
  postLoansGetDisbursementAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's amount and the borrower's account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              Amount: number;
              /** @constant */
              Currency: 'MYR';
              BankCode: string | null;
              OtherBank: string | null;
              AccountNo: string | null;
              AccountName: string;
            };
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
  postLoansGetActivities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          Rows?: number;
          Page?: number;
        };
      };
    };
    responses: {
      /** @description The history */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Date: string;
              Activity: string;
              Remarks: string;
              /** @description Empty where the reader may not see it: a borrower, on staff's and the system's actions */
              IpAddress: string;
              By: string;
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoansTerminate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Remarks: string;
        };
      };
    };
    responses: {
      /** @description Termination started */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'Pending Signing Company'
                | 'Signed By Company'
                | 'Pending Signing Borrower'
                | 'Pending Signing Attestor'
                | 'Signed'
                | 'Stamped'
                | 'Disbursed'
                | 'Active'
                | 'Completed'
                | 'Early Settlement'
                | 'Settlement Under Review'
                | 'Termination In Process'
                | 'Terminated';
            };
            message: string;
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
  postLoansStamp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          StampingDate: string;
          /** @description The file as base64 (or a data URL), at most 3 MB */
          StampReceiptFileStream: string;
          /** @enum {string} */
          StampReceiptFileType: 'pdf' | 'jpg' | 'jpeg' | 'png';
        };
      };
    };
    responses: {
      /** @description Stamped */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'Pending Signing Company'
                | 'Signed By Company'
                | 'Pending Signing Borrower'
                | 'Pending Signing Attestor'
                | 'Signed'
                | 'Stamped'
                | 'Disbursed'
                | 'Active'
                | 'Completed'
                | 'Early Settlement'
                | 'Settlement Under Review'
                | 'Termination In Process'
                | 'Terminated';
              Stamping: {
                StampingDate: string;
                MediaId: string;
              };
            };
            message: string;
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
  postLoansDisburse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          /** @enum {string} */
          Method: 'Bank Transfer' | 'Cheque' | 'Cash';
          Amount: number;
          RefNo: string;
          Bank: string;
          AccountNo: string;
          AccountName: string;
          /** @constant */
          Currency: 'MYR';
          /** @default [] */
          OffsetDocNo?: string[];
          /** @description The file as base64 (or a data URL), at most 3 MB */
          DisbursementReceiptFileStream: string;
          /** @enum {string} */
          DisbursementReceiptFileType: 'pdf' | 'jpg' | 'jpeg' | 'png';
          PaymentDate: string;
        };
      };
    };
    responses: {
      /** @description Disbursed (or the first answer again, for a repeated Idempotency-Key) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              /** @enum {string} */
              Status:
                | 'Pending Signing Company'
                | 'Signed By Company'
                | 'Pending Signing Borrower'
                | 'Pending Signing Attestor'
                | 'Signed'
                | 'Stamped'
                | 'Disbursed'
                | 'Active'
                | 'Completed'
                | 'Early Settlement'
                | 'Settlement Under Review'
                | 'Termination In Process'
                | 'Terminated';
              DisbursementDate: string;
              Disbursement: {
                /** @enum {string} */
                Method: 'Bank Transfer' | 'Cheque' | 'Cash';
                Amount: number;
                RefNo: string;
                Bank: string;
                AccountNo: string;
                AccountName: string;
                /** @constant */
                Currency: 'MYR';
                OffsetDocNo: string[];
                PaymentDate: string;
                MediaId: string;
              };
            };
            message: string;
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
  getLoanDocumentsInternal: {
    parameters: {
      query: {
        Rows?: number;
        Page?: number;
        Search: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The documents */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['LoanDocument'][];
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
  postLoanDocumentsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          MediaId: string;
        };
      };
    };
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['LoanDocument'];
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
  postLoanDocumentsDownload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          MediaId: string;
        };
      };
    };
    responses: {
      /** @description The file (PDF, PNG or JPEG) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/png': unknown;
          'image/jpeg': unknown;
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
  postLoanActivitiesCustomerDownload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ApplicationId: string;
          DocumentName: string;
          IpAddress?: string;
        };
      };
    };
    responses: {
      /** @description The file (PDF, PNG or JPEG) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/png': unknown;
          'image/jpeg': unknown;
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
  postComplianceProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every product, by name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              SKU: string;
              Name: string;
              /** @enum {string} */
              Status: 'Active' | 'Inactive';
              /** @enum {string} */
              InterestType: 'Simple' | 'Compound Daily' | 'Compound Monthly';
              /** @enum {string} */
              WithCollateralYN: 'Y' | 'N';
              /** @description Percent a year, with a variable rate’s margin */
              EffectiveRate: number;
              /** @description The Act's cap for the product's collateral, percent a year */
              RateCap: number;
              /** @enum {string} */
              Regime: 'Moneylenders Act 1951' | 'Other';
              /** @description Why a product is under another regime; empty under the Act */
              Reasons: ('markedOther' | 'notSimpleInterest' | 'rateAboveCap')[];
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
  postNotesAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          ObjectType: 'Customer' | 'Application' | 'Loan';
          ObjectId: string;
          Text: string;
        };
      };
    };
    responses: {
      /** @description The note as kept */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Note'];
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
  postNotesFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          /** @enum {string} */
          ObjectType: 'Customer' | 'Application' | 'Loan';
          ObjectId: string;
        };
      };
    };
    responses: {
      /** @description One page of the notes and how many there are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Note'][];
            Count: number;
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
  postMandateAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          ObjectType: 'LoanNo';
          /** @description The loan's number */
          ObjectId: string;
          BankCode?: string;
          AccountNo?: string;
          AccountName?: string;
          /** @description Ringgit; the monthly installment when absent */
          Amount?: number;
        };
      };
    };
    responses: {
      /** @description The registered mandate */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              MandateId: string;
              /**
               * @description 'Pending Approval'
               * @enum {string}
               */
              Status: 'Not Set Up' | 'Pending Approval' | 'Active' | 'Rejected';
              /** @description The provider's sign-up page, with the MandateId */
              SignUpUrl: string;
            };
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
  postLoansGetMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's mandate */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Mandate'];
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
  postMandateFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Page?: number;
          Rows?: number;
          Search?: {
            /** @description 'LoanNo' (any other has no mandate) */
            ObjectType?: string;
            /** @description The loan's number: its mandate alone */
            ObjectId?: string;
            /** @description The same as ObjectId */
            LoanNo?: string;
            /** @enum {string} */
            Status?: 'Not Set Up' | 'Pending Approval' | 'Active' | 'Rejected' | 'All';
          };
          /** @description The same as Page (spec §7 writes it so) */
          page?: number;
          /** @description The same as Rows (spec §7 writes it so) */
          rows?: number;
          /** @description The same as Search (spec §7 writes it so) */
          search?: {
            /** @description 'LoanNo' (any other has no mandate) */
            ObjectType?: string;
            /** @description The loan's number: its mandate alone */
            ObjectId?: string;
            /** @description The same as ObjectId */
            LoanNo?: string;
            /** @enum {string} */
            Status?: 'Not Set Up' | 'Pending Approval' | 'Active' | 'Rejected' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description One page of mandates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['Mandate'][];
            Count: number;
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
  postWebhooksEMandate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          EventId: string;
          MandateId: string;
          /** @enum {string} */
          Status: 'Approved' | 'Rejected';
        };
      };
    };
    responses: {
      /** @description The callback was received */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              EventId: string;
              MandateId: string;
              LoanNo: string;
              /** @description The loan's mandate status after the call */
              Status: string;
              /** @description False for a repeated EventId or a replaced registration */
              Applied: boolean;
            };
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
  postPaymentsGetPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The payment methods */
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
  postPaymentsAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Amount: number;
          /** @description A method of /payments/get-payment-methods, by its Name or its Code. Not 'E-Mandate' (400 PAYMENT.MANDATE_ONLY): those payments are the bank's debits under the loan's mandate. */
          Method: string;
          /**
           * Format: date
           * @description The day the money was paid (today when absent): not after today in Malaysia by the business clock (400 PAYMENT.DATE_IN_FUTURE) nor before the loan's disbursement (400 PAYMENT.DATE_BEFORE_DISBURSEMENT).
           */
          PaymentDate?: string;
          RefNo?: string;
        };
      };
    };
    responses: {
      /** @description The payment (or the first answer again) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              /** @enum {string} */
              Status: 'New' | 'Pending' | 'Approved' | 'Rejected';
              Amount: number;
              /** @constant */
              Currency: 'MYR';
            };
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
  postPaymentsManual: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Amount: number;
          /** @description A method of /payments/get-payment-methods, by its Name or its Code. Not 'E-Mandate' (400 PAYMENT.MANDATE_ONLY): those payments are the bank's debits under the loan's mandate. */
          Method: string;
          /**
           * Format: date
           * @description The day the money was paid (today when absent): not after today in Malaysia by the business clock (400 PAYMENT.DATE_IN_FUTURE) nor before the loan's disbursement (400 PAYMENT.DATE_BEFORE_DISBURSEMENT).
           */
          PaymentDate?: string;
          RefNo?: string;
        };
      };
    };
    responses: {
      /** @description The payment (or the first answer again) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              /** @enum {string} */
              Status: 'New' | 'Pending' | 'Approved' | 'Rejected';
              Amount: number;
              /** @constant */
              Currency: 'MYR';
            };
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
  postPaymentsUploadReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PaymentId: string;
          /** @description The file as base64 (or a data URL) */
          FileStream: string;
          /** @enum {string} */
          FileType: 'pdf' | 'jpg' | 'jpeg' | 'png';
        };
      };
    };
    responses: {
      /** @description Stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              MediaId: string;
            };
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
  postPaymentsConfirmPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PaymentId: string;
          /** @enum {string} */
          Status: 'Approved' | 'Rejected';
          Remarks?: string;
        };
      };
    };
    responses: {
      /** @description Decided (or the first answer again) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              /** @enum {string} */
              Status: 'New' | 'Pending' | 'Approved' | 'Rejected';
            };
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
  postPaymentsGetReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PaymentId: string;
        };
      };
    };
    responses: {
      /** @description The receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              ReceiptNo: string | null;
              LoanNo: string;
              Amount: number;
              PaidOn: string;
              Method: string;
              RefNo: string;
              /** @enum {string} */
              Status: 'Pending' | 'Approved' | 'Rejected';
              Allocation: {
                InstallmentNo: number;
                LateCharge: number;
                Interest: number;
                Principal: number;
              }[];
              CreditHeld: number;
              HasUploadedReceipt: boolean;
            };
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
  postPaymentsDownloadReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PaymentId: string;
        };
      };
    };
    responses: {
      /** @description The receipt (PDF) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
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
  postPaymentsDownloadUploadedReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          PaymentId: string;
        };
      };
    };
    responses: {
      /** @description The uploaded file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
          'image/jpeg': unknown;
          'image/png': unknown;
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
  postPaymentsReceived: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          Search?: {
            LoanNo?: string;
            /** @enum {string} */
            Status?: 'Pending' | 'Approved' | 'Rejected' | 'All';
            /**
             * Format: date
             * @description YYYY-MM-DD (Malaysia)
             */
            StartDate?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD (Malaysia)
             */
            EndDate?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['PaymentRow'][];
            Count: number;
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
  postLoansPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The loan's payments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['PaymentRow'][];
            Count: number;
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
  postLoansAccountView: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          /** @default 20 */
          TransactionRows?: number;
          TransactionPage?: number;
        };
      };
    };
    responses: {
      /** @description The loan's account as its page shows it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Outstanding: {
                LoanNo: string;
                CurrentTerm: number | null;
                CurrentTermDueDate: string | null;
                PaymentDue: number;
                LastPaymentDate: string | null;
                LastPaymentAmount: number | null;
                PreviousTermOutstanding: number;
                TotalDueToday: number;
                /** @description What the ledger holds owed today: the transaction history's closing balance */
                LedgerBalance: number;
                /** @description Interest of the installments not yet fallen due (billed as each falls due) */
                InterestNotYetBilled: number;
                /** @description The ledger balance plus the interest not yet billed */
                BalanceOutstanding: number;
                /** @description Late payment charges posted and unpaid */
                LateCharges: number;
                /** @description Money received beyond what was due, held for the next installments */
                CreditHeld: number;
                /** @description Days since the oldest unpaid installment's due date (Malaysia) */
                DaysPastDue: number;
              };
              Transactions: {
                Data: {
                  Date: string;
                  DocumentNo: string;
                  Description: string;
                  Debit: number;
                  Credit: number;
                  Balance: number;
                }[];
                Count: number;
                Page: number;
              };
              Invoices: {
                Data: components['schemas']['InvoiceRow'][];
                Count: number;
              };
              Payments: {
                Data: components['schemas']['PaymentRow'][];
                Count: number;
              };
              Mandate: components['schemas']['Mandate'];
              SettlementQuote: {
                LoanNo: string;
                AsOf: string;
                Principal: number;
                DueInterest: number;
                ProRataInterest: number;
                LateCharges: number;
                Penalty: number;
                CreditHeld: number;
                /** @description The scheduled interest spared, already left out of Total */
                Rebate: number;
                Total: number;
                /** @constant */
                Currency: 'MYR';
              };
              Methods: {
                Code: string;
                Name: string;
              }[];
            };
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
  postLoansOutstanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The payment information */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              CurrentTerm: number | null;
              CurrentTermDueDate: string | null;
              PaymentDue: number;
              LastPaymentDate: string | null;
              LastPaymentAmount: number | null;
              PreviousTermOutstanding: number;
              TotalDueToday: number;
              /** @description What the ledger holds owed today: the transaction history's closing balance */
              LedgerBalance: number;
              /** @description Interest of the installments not yet fallen due (billed as each falls due) */
              InterestNotYetBilled: number;
              /** @description The ledger balance plus the interest not yet billed */
              BalanceOutstanding: number;
              /** @description Late payment charges posted and unpaid */
              LateCharges: number;
              /** @description Money received beyond what was due, held for the next installments */
              CreditHeld: number;
              /** @description Days since the oldest unpaid installment's due date (Malaysia) */
              DaysPastDue: number;
            };
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
  postLoansGetOutstandingBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The balance */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              TotalRepayment: number;
              TotalPaidToDate: number;
              BalanceOutstanding: number;
              /** @constant */
              Currency: 'MYR';
            };
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
  postLoansTransactionHistory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 9999 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The ledger */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              Date: string;
              DocumentNo: string;
              Description: string;
              Debit: number;
              Credit: number;
              Balance: number;
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getLoansByLoanNoInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        loanNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['InvoiceRow'][];
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
  postSimpleLoanSchedulesGetSchedulePaymentDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ScheduleId: string;
        };
      };
    };
    responses: {
      /** @description The installment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ScheduleId: string;
              InstallmentNo: number;
              DueDate: string;
              /** @enum {string} */
              Status: 'Scheduled' | 'Unpaid' | 'Paid' | 'Partial Paid';
              Principal: number;
              Interest: number;
              TotalInstallment: number;
              PrincipalPaid: number;
              InterestPaid: number;
              TotalPaid: number;
              LateCharge: number;
              LateChargePaid: number;
              OutstandingDue: number;
              DaysLate: number;
            };
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
  postSimpleLoanSchedulesActivateInstallment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ScheduleId: string;
          /** @description The client's IP address as it knows it */
          IpAddress?: string;
        };
      };
    };
    responses: {
      /** @description Activated */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              ScheduleId: string;
              InstallmentNo: number;
              /** @enum {string} */
              Status: 'Scheduled' | 'Unpaid' | 'Paid' | 'Partial Paid';
              LoanNo: string;
              /** @description The status the loan takes from the activation */
              LoanStatus: string;
            };
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
  postInvoicesGetLpc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
        };
      };
    };
    responses: {
      /** @description The late charges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              Amount: number;
              Rows: {
                InstallmentNo: number;
                DaysLate: number;
                OverdueAmount: number;
                Amount: number;
              }[];
            };
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
  postLoansStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          /** @enum {string} */
          Language?: 'en' | 'ms';
        };
      };
    };
    responses: {
      /** @description The statement (PDF) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
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
  postLoansSettlementQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          /**
           * Format: date
           * @description Today when absent
           */
          AsOf?: string;
        };
      };
    };
    responses: {
      /** @description The quote */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              LoanNo: string;
              AsOf: string;
              Principal: number;
              DueInterest: number;
              ProRataInterest: number;
              LateCharges: number;
              Penalty: number;
              CreditHeld: number;
              /** @description The scheduled interest spared, already left out of Total */
              Rebate: number;
              Total: number;
              /** @constant */
              Currency: 'MYR';
            };
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
  postLoansFullSettlement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo: string;
          Amount: number;
          /** @constant */
          Currency: 'MYR';
          Method: string;
          /** Format: date */
          PaymentDate?: string;
          RefNo?: string;
        };
      };
    };
    responses: {
      /** @description The settlement payment (or the first answer again) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              PaymentId: string;
              /** @enum {string} */
              Status: 'New' | 'Pending' | 'Approved' | 'Rejected';
              Amount: number;
              /** @constant */
              Currency: 'MYR';
              LoanNo: string;
            };
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
  postInvoicesFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          Search?: {
            LoanNo?: string;
            /** @enum {string} */
            Status?: 'Unpaid' | 'Partial Settled' | 'Settled' | 'Cancelled' | 'All';
            /** @enum {string} */
            Type?: 'Installment' | 'LPC' | 'All';
          };
        };
      };
    };
    responses: {
      /** @description One page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              InvoiceNo: string;
              Date: string;
              DocumentNo: string;
              Description: string;
              /** @enum {string} */
              Type: 'Installment' | 'LPC';
              InstallmentNo: number;
              Amount: number;
              Paid: number;
              DueDate: string;
              /** @enum {string} */
              Status: 'Unpaid' | 'Partial Settled' | 'Settled' | 'Cancelled';
              LoanNo: string;
              BorrowerName: string;
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
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['RuleRefused'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postInvoicesCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          InvoiceNo: string;
          Remarks: string;
        };
      };
    };
    responses: {
      /** @description Cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              InvoiceNo: string;
              /** @enum {string} */
              Status: 'Unpaid' | 'Partial Settled' | 'Settled' | 'Cancelled';
              CreditNoteNo: string;
            };
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
  postCreditNotesGetLatest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description The credit note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CreditNote'] | null;
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
  postCreditNotesFindAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 20 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          Search?: {
            LoanNo?: string;
          };
        };
      };
    };
    responses: {
      /** @description One page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CreditNote'][];
            Count: number;
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
  postCreditNotesFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          CreditNoteNo: string;
        };
      };
    };
    responses: {
      /** @description The credit note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: components['schemas']['CreditNote'];
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
  postReportsInstallments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description One page, the count and the totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportPage'];
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
  postPaymentsList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description One page, the count and the totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportPage'];
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
  postLoansInterestReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description One page, the count and the totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportPage'];
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
  postLoansSummaryReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description One page, the count and the totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportPage'];
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
  postReportsLpc: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 10 */
          Rows?: number;
          /** @default 1 */
          Page?: number;
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
        };
      };
    };
    responses: {
      /** @description One page, the count and the totals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportPage'];
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
  postReportsByReportExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        report: 'installments' | 'payments' | 'interest' | 'summary' | 'lpc';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          StartDueDate?: string;
          EndDueDate?: string;
          StartDate?: string;
          EndDate?: string;
          PartnerCode?: string;
          PackageCode?: string;
          ProductId?: string;
          Status?: string;
          LoanNo?: string;
          /** @enum {string} */
          Format: 'csv' | 'xlsx';
          /** @enum {string} */
          Language?: 'en' | 'ms';
        };
      };
    };
    responses: {
      /** @description The export, 'Running' (to a caller that accepts JSON alone) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportExport'];
        };
      };
      /** @description See Other (to a caller that does not accept JSON alone, once the file is written): `Location` is a 10-minute link to the file in the document store, which an HTTP client follows by itself */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
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
  postReportsExportsFindOne: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExportId'];
      };
    };
    responses: {
      /** @description The export */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportExport'];
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
  postReportsDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              [key: string]: unknown;
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
  postReportsRebuild: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rebuild under way */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              JobId: string;
              /** @description The generation of the projection being built */
              Generation: number;
              StartedAt: string;
              /** @description Loans worked out into it so far */
              Loans: number;
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
  postReportsRebuildStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reports as built */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            Data: {
              /** @enum {string} */
              Status: 'None' | 'Building' | 'Live';
              Generation: number;
              Form: number;
              Building: {
                JobId: string;
                /** @description The generation of the projection being built */
                Generation: number;
                StartedAt: string;
                /** @description Loans worked out into it so far */
                Loans: number;
              } | null;
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
