import { samplePdf, samplePng } from '@ezc/platform/uploads/sample-files';
import { expect } from 'vitest';
import type { api } from './api';
import { devHeaders } from './dev';

/** A new borrower's way through onboarding, through the real calls of the contract. */

type Api = ReturnType<typeof api>;

interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The mails sent to `to` so far, from the local outbox. */
export async function mailsTo(a: Api, to: string): Promise<Mail[]> {
  const r = await a.call<{ Data: Mail[] }>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: devHeaders(a.baseUrl),
  });
  expect(r.status).toBe(200);
  return r.body.Data;
}

/**
 * Waits for a mail to `to` whose subject matches (mails go out after the answer, from the outbox)
 * and answers the first link in it.
 */
export async function linkMailedTo(a: Api, to: string, subject: RegExp, after = 0): Promise<URL> {
  const link = await waitFor(async () => {
    const mail = (await mailsTo(a, to)).slice(after).find((m) => subject.test(m.subject));
    return mail && /https?:\/\/\S+/.exec(mail.body)?.[0];
  }, `a mail to ${to} matching ${subject}`);
  return new URL(link);
}

/**
 * Asks until `check` answers something (every 100 ms, up to 15 s): what went out after an answer
 * (a mail, a record opened from an event) is waited for, not slept for. Usable in hooks too,
 * where vitest's `expect.poll` is not.
 */
async function waitFor<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > until) throw new Error(`Waited 15 s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Verifies the e-mail address as its owner does: the mailed link's token, posted as its page posts it. */
export async function verifyEmailFromOutbox(a: Api, email: string): Promise<void> {
  const link = await linkMailedTo(a, email, /^(Verify your e-mail address|Sahkan alamat e-mel anda)/);
  expect(link.pathname).toBe('/verify-email');
  const verified = await a.post('/customer/email/verify', { Token: link.searchParams.get('token') });
  expect(verified.status).toBe(200);
}

/**
 * Registers a borrower (individual unless said), verifies their e-mail through the mailed link,
 * signs in and waits until their customer record is open (it opens from the registration
 * event); answers their access token.
 */
export async function registerBorrower(
  a: Api,
  who: { readonly FullName: string; readonly Email: string; readonly Password: string },
  AccountType: 'individual' | 'corporate' = 'individual',
): Promise<string> {
  const added = await a.post('/customer/login/add', { ...who, ConfirmPassword: who.Password, AccountType });
  expect(added.status).toBe(202);
  await verifyEmailFromOutbox(a, who.Email);
  const login = await a.post<{ access_token: string }>('/auth/customer/login', {
    username: who.Email,
    password: who.Password,
  });
  expect(login.status).toBe(200);
  const token = login.body.access_token;
  await waitFor(
    async () => (await a.post('/customer/profile/find-one', {}, token)).status === 200 || undefined,
    `the customer record of ${who.Email}`,
  );
  return token;
}

/** Fills in the borrower's personal details and one employment; answers their CustomerId. */
export async function fillInProfile(
  a: Api,
  token: string,
  personal: Readonly<Record<string, unknown>>,
  employment: Readonly<Record<string, unknown>>,
): Promise<string> {
  expect((await a.post('/customer/profile/update', personal, token)).status).toBe(200);
  expect((await a.post('/customer/employments/add', employment, token)).status).toBe(200);
  const { body } = await a.post<{ Data: { CustomerId: string } }>('/customer/profile/find-one', {}, token);
  return body.Data.CustomerId;
}

/** The documents the product asks an employed individual borrower for, written out. */
const INDIVIDUAL_DOCUMENT_TITLES = [
  'Photo',
  'NRIC Front',
  'NRIC Back',
  'Pay Slip',
  'Bank Statement',
  'EPF Statement',
  'EA Form or Tax Return',
] as const;

/** Uploads every document an employed individual borrower is asked for, one after another. */
export async function uploadIndividualDocuments(
  baseUrl: string,
  token: string,
  customerId: string,
): Promise<void> {
  for (const title of INDIVIDUAL_DOCUMENT_TITLES)
    await uploadCustomerDocument(baseUrl, token, customerId, title);
}

/** Uploads one of the borrower's documents by its title (an image for the photo and the NRIC). */
export async function uploadCustomerDocument(
  baseUrl: string,
  token: string,
  customerId: string,
  title: string,
): Promise<void> {
  const image = ['Photo', 'NRIC Front', 'NRIC Back'].includes(title);
  const form = new FormData();
  const fields = {
    ObjectId: customerId,
    ObjectType: 'Customer',
    Type: title,
    FileName: image ? 'doc.png' : 'doc.pdf',
    Title: title,
    Description: title,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'FileStream',
    new Blob([new Uint8Array(image ? samplePng(title) : samplePdf(title))]),
    fields.FileName,
  );
  const up = await fetch(`${baseUrl}/api/medias/internal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(up.status).toBe(201);
}
