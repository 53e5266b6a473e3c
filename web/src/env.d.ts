/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Language of this response, from `?lang`, then the `lang` cookie, then the default. */
    lang: import('@ezc/domain/constants').Language;
    /** Display preferences from cookies; the pre-paint script fills in what the cookies lack. */
    prefs: import('./lib/preferences').Preferences;
    /** The signed-in account (middleware.ts, from the API's /api/auth/me); undefined for visitors. */
    session: import('./lib/session').SignedInAccount | undefined;
  }
}
