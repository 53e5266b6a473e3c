import type { Principal } from '@ezc/platform';
import { thrownCode } from '@ezc/platform/testing/thrown-code';
import { describe, expect, it } from 'vitest';
import type { Customer, Customers } from '../customers/customer';
import type { Media } from './media';
import { assertMayRead, deletable, readable, resolveOwner } from './media-access';

const person = (kind: Principal['kind'], id: string, roles: string[], customerId?: string): Principal => ({
  id,
  kind,
  sessionId: 's',
  roles,
  privileges: [],
  ...(customerId ? { customerId } : {}),
});
const ahmad = person('customer', 'ACC-1', ['Borrower'], 'CUST-1');
const maju = person('customer', 'ACC-2', ['Borrower'], 'CUST-2');
const admin = person('staff', 'STF-1', ['Admin']);
const risk = person('staff', 'STF-3', ['Risk Team']);
const signer = person('staff', 'STF-5', ['Company Signer']);
const attorney = person('staff', 'STF-6', ['Attorney']);

const media = (over: Partial<Media>): Media => ({
  MediaId: 'M1',
  FileName: 'slip.pdf',
  FileExtension: 'pdf',
  Type: 'Pay Slip',
  Title: 'Pay Slip',
  Description: '',
  ObjectId: 'CUST-1',
  ObjectType: 'Customer',
  CustomerId: 'CUST-1',
  IsEncryptedYN: 'Y',
  Size: 10,
  ContentType: 'application/pdf',
  CreatedAt: '2026-01-01T00:00:00.000Z',
  UploadedBy: 'ACC-1',
  StorageKey: 'media/M1.pdf',
  ...over,
});
const slip = media({});
const signature = media({
  ObjectType: 'User',
  ObjectId: 'STF-5',
  Title: 'Signature',
  IsEncryptedYN: 'N',
  UploadedBy: 'STF-5',
  CustomerId: undefined,
});

/** How a call ends: 'ok', or the error's code. */
const outcome = (f: () => unknown) => thrownCode(f, 'ok');

describe('reading a media row', () => {
  it('lets the owner, an Admin and the staff who read customer records read a customer’s document', () => {
    expect(outcome(() => readable(ahmad, slip))).toBe('ok');
    expect(outcome(() => readable(admin, slip))).toBe('ok');
    expect(outcome(() => readable(risk, slip))).toBe('ok');
  });

  it('answers another borrower exactly as for a missing document', () => {
    expect(outcome(() => readable(maju, slip))).toBe('MEDIA.NOT_FOUND');
    expect(outcome(() => readable(maju, undefined))).toBe('MEDIA.NOT_FOUND');
  });

  it('refuses staff who do not read customer records', () => {
    expect(outcome(() => readable(signer, slip))).toBe('AUTH.FORBIDDEN');
    expect(outcome(() => readable(attorney, slip))).toBe('AUTH.FORBIDDEN');
  });

  it('keeps an account’s own documents to the account and an Admin', () => {
    expect(outcome(() => readable(signer, signature))).toBe('ok');
    expect(outcome(() => readable(admin, signature))).toBe('ok');
    expect(outcome(() => readable(risk, signature))).toBe('MEDIA.NOT_FOUND');
    expect(outcome(() => readable(ahmad, signature))).toBe('MEDIA.NOT_FOUND');
  });
});

describe('deleting a media row', () => {
  it('is for the owner and an Admin only', () => {
    expect(outcome(() => deletable(ahmad, slip))).toBe('ok');
    expect(outcome(() => deletable(admin, slip))).toBe('ok');
    expect(outcome(() => deletable(risk, slip))).toBe('AUTH.FORBIDDEN');
    expect(outcome(() => deletable(maju, slip))).toBe('MEDIA.NOT_FOUND');
    expect(outcome(() => deletable(signer, signature))).toBe('ok');
    expect(outcome(() => deletable(attorney, signature))).toBe('MEDIA.NOT_FOUND');
  });
});

describe('the owner of an object named in a request', () => {
  const record = (id: string, contacts: string[]) =>
    ({
      CustomerId: id,
      ContactPersons: contacts.map((c) => ({ ContactPersonId: c, CustomerId: id })),
    }) as unknown as Customer;
  const records: Record<string, Customer> = {
    'CUST-1': record('CUST-1', []),
    'CUST-2': record('CUST-2', ['CP-9']),
  };
  const customers: Pick<Customers, 'load' | 'ownerOfContactPerson'> = {
    load: async (id) => (records[id] ? { value: records[id], version: 1 } : undefined),
    ownerOfContactPerson: async (id) =>
      Object.values(records).find((c) => c.ContactPersons.some((p) => p.ContactPersonId === id))?.CustomerId,
  };
  const owner = async (p: Principal, type: Parameters<typeof resolveOwner>[2], id: string) =>
    resolveOwner({ customers }, p, type, id).then(
      (o) => o,
      (e: { code: string }) => e.code,
    );

  it('gives a borrower their own record and contact persons, and 404 for anyone else’s', async () => {
    expect(await owner(ahmad, 'Customer', 'CUST-1')).toEqual({
      objectType: 'Customer',
      objectId: 'CUST-1',
      customerId: 'CUST-1',
    });
    expect(await owner(ahmad, 'Customer', 'CUST-2')).toBe('MEDIA.OBJECT_NOT_FOUND');
    expect(await owner(maju, 'ContactPerson', 'CP-9')).toEqual({
      objectType: 'ContactPerson',
      objectId: 'CP-9',
      customerId: 'CUST-2',
    });
    expect(await owner(ahmad, 'ContactPerson', 'CP-9')).toBe('MEDIA.OBJECT_NOT_FOUND');
  });

  it('finds a contact person’s customer for staff, and refuses loan documents', async () => {
    expect(await owner(risk, 'ContactPerson', 'CP-9')).toMatchObject({ customerId: 'CUST-2' });
    expect(await owner(risk, 'Customer', 'CUST-404')).toBe('MEDIA.OBJECT_NOT_FOUND');
    expect(await owner(ahmad, 'LoanNo', 'EZC1')).toBe('MEDIA.OBJECT_TYPE_NOT_SUPPORTED');
  });

  it('gives everyone their own account, and only an Admin someone else’s', async () => {
    expect(await owner(signer, 'User', 'STF-5')).toEqual({ objectType: 'User', objectId: 'STF-5' });
    expect(await owner(attorney, 'User', 'STF-5')).toBe('MEDIA.OBJECT_NOT_FOUND');
    expect(await owner(admin, 'User', 'STF-5')).toEqual({ objectType: 'User', objectId: 'STF-5' });
    expect(await owner(ahmad, 'User', 'ACC-1')).toEqual({
      objectType: 'User',
      objectId: 'ACC-1',
      customerId: 'CUST-1',
    });
  });

  it('lets staff who read customer records list a customer’s documents, not other staff', () => {
    const cust = { objectType: 'Customer' as const, objectId: 'CUST-1', customerId: 'CUST-1' };
    expect(outcome(() => assertMayRead(risk, cust))).toBe('ok');
    expect(outcome(() => assertMayRead(attorney, cust))).toBe('AUTH.FORBIDDEN');
    expect(outcome(() => assertMayRead(ahmad, cust))).toBe('ok');
  });
});
