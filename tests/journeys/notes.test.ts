import type { LocalRuntime } from '@ezc/local';
import { platformKeys } from '@ezc/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { startTestServer } from '../support/server';

/**
 * Staff notes on customers, applications and loans: written by staff who may see the record,
 * listed newest first, audited on their own trail, and never shown to a borrower, not even as a
 * line in the loan's activity history.
 */

type Problem = { message: string; code: string; fields?: Record<string, string> };
interface Note {
  NoteId: string;
  ObjectType: string;
  ObjectId: string;
  Text: string;
  AuthorId: string;
  AuthorName: string;
  CreatedAt: string;
}

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['admin', 'finance', 'risk', 'signer', 'attorney', 'borrower']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
});
afterAll(async () => rt?.stop());

const post = <T>(path: string, body: unknown, who: string, headers: Record<string, string> = {}) =>
  a.call<T & Problem>('POST', path, { body, token: tokens[who], headers });
const addNote = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post<{ Data: Note }>('/notes/add', body, who, headers);
const notesOf = (who: string, ObjectType: string, ObjectId: string, paging: Record<string, number> = {}) =>
  post<{ Data: Note[]; Count: number }>('/notes/find-all', { ObjectType, ObjectId, ...paging }, who);

const forbiddenText = 'Input cannot contain the following characters: { } * < > /';

describe("a loan's notes", () => {
  it('keeps what Finance writes, with its author and time, and lists it newest first', async () => {
    const first = await addNote('finance', {
      ObjectType: 'Loan',
      ObjectId: 'EZC000008',
      Text: 'Called the borrower: the March installment will be paid on Friday.',
    });
    expect(first.status).toBe(201);
    expect(first.body.Data).toMatchObject({
      ObjectType: 'Loan',
      ObjectId: 'EZC000008',
      Text: 'Called the borrower: the March installment will be paid on Friday.',
    });
    expect(first.body.Data.AuthorId).not.toBe('');
    expect(Number.isNaN(Date.parse(first.body.Data.CreatedAt))).toBe(false);

    // Written as a person types it: lower case, spaces around.
    const second = await addNote('risk', {
      ObjectType: 'Loan',
      ObjectId: ' ezc000008 ',
      Text: '  Second call, no answer.  ',
    });
    expect(second.status).toBe(201);
    expect(second.body.Data).toMatchObject({ ObjectId: 'EZC000008', Text: 'Second call, no answer.' });

    const listed = await notesOf('admin', 'Loan', 'EZC000008');
    expect(listed.status).toBe(200);
    expect(listed.body.Count).toBe(2);
    expect(listed.body.Data.map((n) => n.Text)).toEqual([
      'Second call, no answer.',
      'Called the borrower: the March installment will be paid on Friday.',
    ]);
    const page2 = await notesOf('finance', 'Loan', 'EZC000008', { Rows: 1, Page: 2 });
    expect(page2.body).toMatchObject({ Count: 2 });
    expect(page2.body.Data.map((n) => n.Text)).toEqual([
      'Called the borrower: the March installment will be paid on Friday.',
    ]);
  });

  it("comes with the loan page's read for staff, and is absent from a borrower's", async () => {
    const staffView = await post<{ Data: { Notes?: { Data: Note[]; Count: number } } }>(
      '/loans/view',
      { LoanNo: 'EZC000008' },
      'finance',
    );
    expect(staffView.body.Data.Notes?.Count).toBe(2);
    expect(staffView.body.Data.Notes?.Data.map((n) => n.Text)).toEqual([
      'Second call, no answer.',
      'Called the borrower: the March installment will be paid on Friday.',
    ]);
    const own = await post<{ Data: Record<string, unknown> }>(
      '/loans/view',
      { LoanNo: 'EZC000008' },
      'borrower',
    );
    expect(own.status).toBe(200);
    expect(Object.keys(own.body.Data).sort()).toEqual(['Activities', 'Loan']);
  });

  it('audits each note on its own trail, naming the record it is about', async () => {
    const added = await addNote('finance', {
      ObjectType: 'Loan',
      ObjectId: 'EZC000007',
      Text: 'Audited note',
    });
    expect(added.status).toBe(201);
    const { items } = await rt.platform.table.query({
      pk: platformKeys.auditOf('Note', added.body.Data.NoteId),
    });
    expect(items.map((i) => [i.Activity, i.Remarks, i.ActorId])).toEqual([
      ['Note added', 'Loan EZC000007', added.body.Data.AuthorId],
    ]);
  });

  it("is not in the loan's activity history, nor open to its borrower", async () => {
    const activities = await post<{ Data: { Activity: string; Remarks: string }[] }>(
      '/loans/view',
      { LoanNo: 'EZC000008', ActivityRows: 100 },
      'borrower',
    );
    expect(activities.status).toBe(200);
    expect(JSON.stringify(activities.body)).not.toContain('Note added');
    expect(JSON.stringify(activities.body)).not.toContain('Second call');

    const read = await notesOf('borrower', 'Loan', 'EZC000008');
    expect(read.status).toBe(403);
    const write = await addNote('borrower', { ObjectType: 'Loan', ObjectId: 'EZC000008', Text: 'Mine' });
    expect(write.status).toBe(403);
  });
});

describe("an application's and a customer's notes", () => {
  it('keeps them apart from the loan it became', async () => {
    const onApplication = await addNote('risk', {
      ObjectType: 'Application',
      ObjectId: 'APP-000008',
      Text: 'Income checked against three pay slips.',
    });
    expect(onApplication.status).toBe(201);
    const onCustomer = await addNote('admin', {
      ObjectType: 'Customer',
      ObjectId: 'CUST-000001',
      Text: 'Prefers calls after 6 pm.',
    });
    expect(onCustomer.status).toBe(201);

    expect((await notesOf('risk', 'Application', 'APP-000008')).body).toMatchObject({
      Count: 1,
      Data: [{ Text: 'Income checked against three pay slips.', ObjectType: 'Application' }],
    });
    expect((await notesOf('finance', 'Customer', 'CUST-000001')).body).toMatchObject({
      Count: 1,
      Data: [{ Text: 'Prefers calls after 6 pm.', ObjectType: 'Customer', ObjectId: 'CUST-000001' }],
    });
    expect((await notesOf('finance', 'Loan', 'EZC000001')).body).toEqual({ Data: [], Count: 0 });
  });
});

describe('refusals', () => {
  it('refuses a record that is not there, as its own reads do', async () => {
    const loan = await addNote('finance', { ObjectType: 'Loan', ObjectId: 'EZC999999', Text: 'x' });
    expect([loan.status, loan.body.code, loan.body.message]).toEqual([
      404,
      'LOAN.NOT_FOUND',
      'Loan not found',
    ]);
    const application = await notesOf('finance', 'Application', 'APP-999999');
    expect([application.status, application.body.code]).toEqual([404, 'APPLICATION.NOT_FOUND']);
    const customer = await addNote('admin', { ObjectType: 'Customer', ObjectId: 'CUST-999999', Text: 'x' });
    expect([customer.status, customer.body.code, customer.body.message]).toEqual([
      404,
      'CUSTOMER.NOT_FOUND',
      'Customer not found',
    ]);
  });

  it("refuses staff the notes of a kind of record they may not view, in the caller's language", async () => {
    // A Company Signer views loans, not applications.
    const refused = await addNote('signer', { ObjectType: 'Application', ObjectId: 'APP-000008', Text: 'x' });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'NOTE.NOT_ALLOWED',
      'You may not read or write notes on this record.',
    ]);
    const inMalay = await addNote(
      'signer',
      { ObjectType: 'Application', ObjectId: 'APP-000008', Text: 'x' },
      { 'accept-language': 'ms' },
    );
    expect(inMalay.body.message).toBe('Anda tidak boleh membaca atau menulis nota pada rekod ini.');
    expect((await notesOf('signer', 'Loan', 'EZC000008')).status).toBe(200);
    // An Attorney views neither.
    expect((await notesOf('attorney', 'Loan', 'EZC000008')).status).toBe(403);
  });

  it('refuses an empty note, one too long, forbidden characters and an unknown kind of record', async () => {
    const empty = await addNote('finance', { ObjectType: 'Loan', ObjectId: 'EZC000008', Text: '   ' });
    expect([empty.status, empty.body.fields]).toEqual([400, { Text: 'This field is required.' }]);
    const long = await addNote('finance', {
      ObjectType: 'Loan',
      ObjectId: 'EZC000008',
      Text: 'a'.repeat(2001),
    });
    expect([long.status, long.body.fields]).toEqual([400, { Text: 'Use at most 2000 characters.' }]);
    const script = await addNote('finance', {
      ObjectType: 'Loan',
      ObjectId: 'EZC000008',
      Text: 'Paid <script>',
    });
    expect([script.status, script.body.fields]).toEqual([400, { Text: forbiddenText }]);
    const kind = await addNote('finance', { ObjectType: 'Payment', ObjectId: 'PAY-000001', Text: 'x' });
    expect(kind.status).toBe(400);
    expect(Object.keys(kind.body.fields ?? {})).toEqual(['ObjectType']);
    // Nothing refused was kept.
    expect((await notesOf('finance', 'Loan', 'EZC000008')).body.Count).toBe(2);
  });
});
