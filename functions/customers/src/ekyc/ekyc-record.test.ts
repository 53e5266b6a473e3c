import { EKYC_SIMULATOR_SETTING } from '@ezc/domain';
import { type Actor, AggregateStore, HttpProblem, platformKeys, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ekycRecords } from './ekyc-record';
import { simulatedIdentityProvider, unconnectedIdentityProvider } from './identity-provider';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let store: AggregateStore;
let tick = 0;
/** A second later at every reading, so the activity history has an order. */
const clock = { now: () => new Date(Date.parse('2026-03-02T01:00:00Z') + 1000 * tick++) };
const actor: Actor = { id: 'ACC-0002', kind: 'customer', ip: '203.0.113.9', name: 'Syarikat Maju Jaya' };

beforeAll(async () => {
  t = await createTestTable('ekyc-record');
  table = t.table;
  store = new AggregateStore(table, clock, randomIds);
});
afterAll(async () => t?.drop());

const records = () => ekycRecords({ table, store, ids: randomIds, clock });
const refusal = { code: 'EKYC.REFUSED', message: 'refused' };

describe('eKYC records', () => {
  it('starts a person at Not Started, and saves each decided step with its audit row', async () => {
    const person = { ObjectType: 'Customer' as const, ObjectId: 'CUST-R1' };
    const fresh = await records().ofOwner(person);
    expect(fresh.version).toBe(0);
    expect(fresh.value).toMatchObject({
      ...person,
      CustomerId: 'CUST-R1',
      Status: 'Not Started',
      EKYCParty: 'IdentityProvider',
    });

    const uploaded = await records().transition({
      before: fresh,
      event: { type: 'UPLOAD_DOCUMENTS' },
      refusal,
      set: { FrontMediaId: 'M1', BackMediaId: 'M2' },
      action: 'eKYC documents uploaded',
      actor,
    });
    const sent = await records().transition({
      before: await records().ofOwner(person),
      event: { type: 'SEND_CODE' },
      refusal,
      action: 'eKYC code sent by SMS',
      actor,
    });
    expect([uploaded.Status, sent.Status]).toEqual(['Documents Uploaded', 'Code Sent']);
    const done = await records().transition({
      before: await records().ofOwner(person),
      event: { type: 'VERIFIED' },
      refusal,
      action: 'eKYC verified',
      actor,
    });
    expect(done).toMatchObject({ Status: 'Completed', FrontMediaId: 'M1' });

    const history = await store.history('Customer', 'CUST-R1');
    expect(history.map((h) => [h.Activity, h.IpAddress, h.ActorName])).toEqual([
      ['eKYC documents uploaded', '203.0.113.9', 'Syarikat Maju Jaya'],
      ['eKYC code sent by SMS', '203.0.113.9', 'Syarikat Maju Jaya'],
      ['eKYC verified', '203.0.113.9', 'Syarikat Maju Jaya'],
    ]);
    expect(JSON.parse(String(history[2]?.Changes))).toMatchObject({
      Status: { from: 'Code Sent', to: 'Completed' },
    });
  });

  it('refuses a step the machine does not allow, and a stale write', async () => {
    const person = { ObjectType: 'User' as const, ObjectId: 'STF-R2' };
    const fresh = await records().ofOwner(person);
    await expect(
      records().transition({ before: fresh, event: { type: 'SEND_CODE' }, refusal, action: 'x', actor }),
    ).rejects.toMatchObject({ code: 'EKYC.REFUSED' });
    await records().transition({
      before: fresh,
      event: { type: 'UPLOAD_DOCUMENTS' },
      refusal,
      action: 'x',
      actor,
    });
    await expect(
      records().transition({
        before: fresh,
        event: { type: 'UPLOAD_DOCUMENTS' },
        refusal,
        action: 'x',
        actor,
      }),
    ).rejects.toMatchObject({ code: 'AGGREGATE.VERSION_CONFLICT' });
  });

  it('lists newest first, all, of a kind of person or one person, counted as each is first saved', async () => {
    const first = await records().page({}, { Page: 1, Rows: 1 });
    expect([first.Count, first.Data.map((e) => e.ObjectId)]).toEqual([2, ['STF-R2']]);
    const second = await records().page({}, { Page: 2, Rows: 1 });
    expect(second.Data.map((e) => e.ObjectId)).toEqual(['CUST-R1']);
    const users = await records().page({ objectType: 'User' }, { Page: 1, Rows: 20 });
    expect([users.Count, users.Data.map((e) => e.ObjectId)]).toEqual([1, ['STF-R2']]);
    const one = await records().page(
      { person: { ObjectType: 'Customer', ObjectId: 'CUST-R1' } },
      { Page: 1, Rows: 20 },
    );
    expect([one.Count, one.Data.map((e) => e.Status)]).toEqual([1, ['Completed']]);
    expect(
      await records().page({ person: { ObjectType: 'User', ObjectId: 'CUST-R1' } }, { Page: 1, Rows: 20 }),
    ).toEqual({ Data: [], Count: 0 });
  });
});

describe('the identity provider', () => {
  it('locally verifies unless a tester chose the failure', async () => {
    const provider = simulatedIdentityProvider({ table, ids: randomIds });
    const check = {
      ObjectType: 'Customer' as const,
      ObjectId: 'CUST-R1',
      EkycId: 'EKYC-1',
      FrontMediaId: 'M1',
      BackMediaId: 'M2',
      PhoneNo: '+60123456789',
    };
    expect((await provider.verify(check)).verified).toBe(true);
    await table.put({
      ...platformKeys.setting(EKYC_SIMULATOR_SETTING),
      EntityType: 'Setting',
      Outcome: 'fail',
    });
    const failed = await provider.verify(check);
    expect(failed.verified).toBe(false);
    expect(failed.reference).toMatch(/^SIM-/);
  });

  it('in AWS, until the provider is connected, verifies nobody and says it is unavailable', async () => {
    const unconnected = unconnectedIdentityProvider();
    const refused = unconnected.verify({
      ObjectType: 'User',
      ObjectId: 'STF-1',
      EkycId: 'EKYC-2',
      FrontMediaId: 'M1',
      BackMediaId: 'M2',
      PhoneNo: '+60123456789',
    });
    await expect(refused).rejects.toBeInstanceOf(HttpProblem);
    await expect(refused).rejects.toMatchObject({ status: 503, code: 'EKYC.PROVIDER_UNAVAILABLE' });
  });
});
