import type { Texts } from './texts';

/** Documents and media */
const en = {};

const ms: Texts<typeof en> = {};

export const documentsTexts = { en, ms };
