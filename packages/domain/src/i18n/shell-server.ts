import type { Texts } from './texts';

/**
 * The texts the API itself says for this context (apiErrors): the Lambdas carry these,
 * never the pages' texts.
 */
const en = {
  apiErrors: {
    AUTH_FORBIDDEN: 'You do not have permission to do this.',
    AUTH_CSRF: 'Invalid or missing CSRF token.',
    HTTP_NOT_FOUND: 'Not found',
    HTTP_PAYLOAD_TOO_LARGE: 'Request body is too large.',
    HTTP_UNSUPPORTED_MEDIA_TYPE: 'Content-Type must be application/json.',
    HTTP_MALFORMED_JSON: 'Request body is not valid JSON.',
  },
};

const ms: Texts<typeof en> = {
  apiErrors: {
    AUTH_FORBIDDEN: 'Anda tidak mempunyai kebenaran untuk melakukan ini.',
    AUTH_CSRF: 'Token CSRF tidak sah atau tiada.',
    HTTP_NOT_FOUND: 'Tidak ditemui',
    HTTP_PAYLOAD_TOO_LARGE: 'Kandungan permintaan terlalu besar.',
    HTTP_UNSUPPORTED_MEDIA_TYPE: 'Content-Type mestilah application/json.',
    HTTP_MALFORMED_JSON: 'Kandungan permintaan bukan JSON yang sah.',
  },
};

export const shellServerTexts = { en, ms };
