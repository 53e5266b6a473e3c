import type { Logger } from '../log';

/** What an authenticated request carries once its token has been verified. */
export interface Principal {
  /** Account id: a staff user id, a customer account id, or the service account. */
  id: string;
  kind: 'customer' | 'staff' | 'service';
  /** The session (token family) the token belongs to; revoking it ends the session. */
  sessionId: string;
  name?: string;
  roles: string[];
  privileges: string[];
  /** For customers: the customer record they own. */
  customerId?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    principal?: Principal;
    /** The staff member a single sign-on bearer stands for, for the routes that accept one. */
    ssoPrincipal?: Principal;
    clientIp: string;
    /** The caller's language for failure messages: the site's `lang` cookie, else Accept-Language. */
    lang: 'en' | 'ms';
    /** Records that the signed-in person did something (keeps an idle session alive). */
    markActive?: () => Promise<void>;
  };
}
