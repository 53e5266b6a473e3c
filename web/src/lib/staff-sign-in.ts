import { csrfToken } from './client-session';
import { type JsonAnswer, postJson, serverMessage } from './form-helpers';
import {
  type Authorization,
  type EnrolmentResult,
  type OpenedEnrolment,
  readAuthorization,
  readEnrolmentResult,
  readOpenedEnrolment,
} from './two-step-sign-in';

/**
 * The staff sign-in calls as the web client (`X-Client: web`: the tokens come back as HttpOnly
 * cookies). Each answer carries when its call began: the session's activity is counted from the
 * call that started the session (idle-record.ts).
 */

export interface Timed<T> {
  readonly startedAt: number;
  readonly result: T;
}

export const CLIENT_ID = 'loan-web';

/** The product tokens were issued (as cookies for the web client, or in the body for others). */
export const hasProductSession = (answer: JsonAnswer): boolean =>
  answer.ok && (answer.body.session === 'cookie' || typeof answer.body.access_token === 'string');

/** Step one: e-mail and password, and the two-step code once that is on. */
export async function authorizeStaff(input: {
  email: string;
  password: string;
  otp?: string;
}): Promise<Timed<Authorization>> {
  const startedAt = Date.now();
  const answer = await postJson('/api/sso/authorization', {
    email: input.email,
    password: input.password,
    client_id: CLIENT_ID,
    ...(input.otp ? { otp: input.otp } : {}),
  });
  return { startedAt, result: readAuthorization(answer) };
}

/**
 * The set-up page's calls, with the mailed link's token. Someone signed in on this browser (another
 * account) sends the CSRF token along, as every write with the site's cookies must.
 */
const setUpHeaders = () => ({ 'X-CSRF-Token': csrfToken() });

/** What the mailed link sets up: the key and its QR code. */
export async function openEnrolment(enrolmentToken: string): Promise<OpenedEnrolment> {
  return readOpenedEnrolment(
    await postJson('/api/auth/mfa/enrolment', { enrolment_token: enrolmentToken }, setUpHeaders()),
  );
}

/** The app's first code proves the key was copied, and turns two-step sign-in on. */
export async function completeEnrolment(enrolmentToken: string, otp: string): Promise<EnrolmentResult> {
  return readEnrolmentResult(
    await postJson('/api/auth/mfa/enrol', { enrolment_token: enrolmentToken, otp }, setUpHeaders()),
  );
}

/** Step two: the single-use code (it lives a minute) becomes the session. Undefined when signed in. */
export async function exchangeCode(code: string): Promise<{ message: string | undefined } | undefined> {
  const answer = await postJson('/api/staff/auth/login', { code });
  return hasProductSession(answer) ? undefined : { message: serverMessage(answer) };
}
