import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTable } from '../testing/test-table';
import { auditWrite } from './aggregate-store';
import { redactAuditTrail, redactChanges } from './audit-redaction';
import type { Table } from './table';

describe('redacting changes', () => {
  it('keeps ids, statuses, amounts, event dates and the product, and erases everything else', () => {
    expect(
      redactChanges({
        Status: 'Rejected',
        LoanNo: 'EZC000031',
        AmountSen: 300000,
        DecidedAt: '2026-01-05T02:00:00.000Z',
        FullName: 'Siti Rohana binti Yusof',
        NRIC: '900214-14-5432',
        MonthlyIncome: 4200,
        Address: { AddressLine1: 'No. 8, Jalan Ampang', Postcode: '50450' },
        ContactPersons: [{ ContactPersonId: 'CP-1', Name: 'Aminah', Relationship: 'Sister' }],
        Product: { Name: 'Personal Loan', InterestRate: 18 },
        From: { FullName: 'Siti Rohana', Status: 'Active' },
        Consented: true,
        Empty: '',
      }),
    ).toEqual({
      Status: 'Rejected',
      LoanNo: 'EZC000031',
      AmountSen: 300000,
      DecidedAt: '2026-01-05T02:00:00.000Z',
      FullName: '[erased]',
      NRIC: '[erased]',
      MonthlyIncome: '[erased]',
      Address: { AddressLine1: '[erased]', Postcode: '[erased]' },
      ContactPersons: [{ ContactPersonId: 'CP-1', Name: '[erased]', Relationship: '[erased]' }],
      Product: { Name: 'Personal Loan', InterestRate: 18 },
      From: { FullName: '[erased]', Status: 'Active' },
      Consented: '[erased]',
      Empty: '',
    });
  });
});

describe('redacting an audit trail', () => {
  let table: Table;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ table, drop } = await createTestTable('redact'));
    const write = (n: number, entry: Parameters<typeof auditWrite>[0]) =>
      table.transact([auditWrite(entry, `2026-01-0${n}T00:00:00.000Z`, `A${n}`)]);
    await write(1, {
      objectType: 'Customer',
      objectId: 'CUST-9',
      action: 'Profile updated',
      remarks: 'Personal details',
      actor: { id: 'ACC-9', kind: 'customer', ip: '203.0.113.7', name: 'Siti Rohana' },
      changes: { FullName: { from: 'Siti', to: 'Siti Rohana' }, Status: 'Step 3' },
    });
    await write(2, {
      objectType: 'Customer',
      objectId: 'CUST-9',
      action: 'Application rejected',
      remarks: 'Income could not be verified.',
      actor: { id: 'STF-0004', kind: 'staff', ip: '10.0.0.4', name: 'Nurul Huda' },
    });
    await write(3, {
      objectType: 'Customer',
      objectId: 'CUST-9',
      action: 'Personal data erased under the retention policy',
      remarks: 'Rule: unsuccessfulApplicants',
      actor: { id: 'system', kind: 'system', name: 'Retention policy' },
      changes: { Rule: 'unsuccessfulApplicants', PartsErased: ['FullName'] },
    });
  });
  afterAll(() => drop());

  it("takes the person's values out of every row, keeps every row, and a repeat changes nothing", async () => {
    const at = '2027-02-01T00:00:00.000Z';
    const redaction = {
      objectType: 'Customer',
      objectId: 'CUST-9',
      personActorIds: ['ACC-9'],
      rule: 'unsuccessfulApplicants',
      at,
    };
    expect(await redactAuditTrail(table, redaction)).toBe(2);
    const rows = await table.queryAll({ pk: 'AUDIT#Customer#CUST-9' });
    expect(
      rows.map((r) => [r.Activity, r.Remarks, r.IpAddress, r.ActorName, r.Changes, r.RedactedAt]),
    ).toEqual([
      [
        'Profile updated',
        '[erased]',
        '[erased]',
        '[erased]',
        '{"FullName":{"from":"[erased]","to":"[erased]"},"Status":"Step 3"}',
        at,
      ],
      ['Application rejected', '[erased]', '10.0.0.4', 'Nurul Huda', undefined, at],
      [
        'Personal data erased under the retention policy',
        'Rule: unsuccessfulApplicants',
        '',
        'Retention policy',
        '{"Rule":"unsuccessfulApplicants","PartsErased":["FullName"]}',
        undefined,
      ],
    ]);
    expect(await redactAuditTrail(table, redaction)).toBe(0);
  });
});
