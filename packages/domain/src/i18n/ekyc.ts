import type { Texts } from './texts';

/** eKYC and saved signatures */
const en = {};

const ms: Texts<typeof en> = {};

export const ekycTexts = { en, ms };
