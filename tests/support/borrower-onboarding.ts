import { samplePdf, samplePng } from '@ezc/platform/uploads/sample-files';
import { expect } from 'vitest';
import type { api } from './api';

/** A new borrower's way through onboarding, through the real calls of the contract. */

type Api = ReturnType<typeof api>;

/**
 * Registers an individual borrower and waits until their customer record is open (it opens from
 * the registration event); answers their access token.
 */
export async function registerBorrower(
  a: Api,
  who: { readonly FullName: string; readonly Email: string; readonly Password: string },
): Promise<string> {
  const added = await a.post<{ access_token: string }>('/customer/login/add', {
    ...who,
    ConfirmPassword: who.Password,
    AccountType: 'individual',
  });
  expect(added.status).toBe(201);
  const token = added.body.access_token;
  for (let i = 0; i < 50; i++) {
    if ((await a.post('/customer/profile/find-one', {}, token)).status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
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
