import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AggregateStore, auditWrite, createLogger, type Table } from '@ezc/platform';
import type { LocalDocuments } from '@ezc/platform/blobs/s3-local/local-documents';
import { randomIds } from '@ezc/platform/ids';
import { testDocuments } from '@ezc/platform/testing/test-documents';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanReader } from '../../parties/loan-reader';
import type { SigningPorts } from '../../ports';
import { sessionsRepository } from '../../sessions/sessions-repository';
import { recordingBlobKey, type SigningSession, signingSessionEntity } from '../../sessions/signing-session';
import {
  type AgreementVersion,
  agreementBlobKey,
  type Signing,
  signingEntity,
} from '../../signing/signing-record';
import { signingsRepository } from '../../signing/signings-repository';
import { eraseSigningRecords } from './erase-signing-records';

/**
 * The loan-records rule in the signing context, against the real DynamoDB Local and the local
 * document store: the borrower's name, contacts and what their signature recorded of them go from
 * the signings and live sessions of their ended loans, every agreement PDF and recording is
 * deleted, and the histories keep every row with the person's values taken out. The expected rows
 * are written out by hand from the rule.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let dataDir: string;
let documents: LocalDocuments;
let deps: Pick<SigningPorts, 'loans' | 'signings' | 'sessions' | 'table' | 'blobs' | 'clock' | 'log'>;
const clock = { now: () => new Date('2033-06-01T18:30:00.000Z') };
const ERASED = '[erased]';

const CUSTOMER = 'CUST-000901';
const ACCOUNT = 'ACC-0901';
const OTHER = 'CUST-000902';
const at = '2025-01-10T03:00:00.000Z';

/** The loans context's loan row, as much of it as signing reads to find a customer's loans. */
const loanRow = (LoanNo: string, CustomerId: string, Status: string) => ({
  PK: `LOAN#${LoanNo}`,
  SK: 'LOAN',
  GSI3PK: `LOANS#CUSTOMER#${CustomerId}`,
  GSI3SK: LoanNo,
  LoanNo,
  CustomerId,
  Status,
});

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);
const sha = (n: number) => String(n).repeat(64).slice(0, 64);
const version = (loanNo: string, n: number, extra: Partial<AgreementVersion> = {}): AgreementVersion => ({
  Version: n,
  MediaId: `AGR-${loanNo}-v${n}`,
  BlobKey: agreementBlobKey(loanNo, n, sha(n)),
  Sha256: sha(n),
  ...(n > 1 ? { PreviousSha256: sha(n - 1) } : {}),
  CreatedAt: at,
  ...extra,
});

const signingOf = (LoanNo: string, CustomerId: string, BorrowerName: string): Signing => ({
  LoanNo,
  CustomerId,
  BorrowerName,
  SKU: 'PL-SIMPLE-18',
  ProductName: 'Personal Loan',
  AmountSen: 300000,
  Status: 'Signed',
  MachineVersion: 'signing-v1',
  Mode: 'Live',
  CompanySignerSignYN: 'Y',
  BorrowerSignYN: 'Y',
  AttestatorSignYN: 'Y',
  Versions: [
    version(LoanNo, 1),
    version(LoanNo, 2, {
      SignedAs: 'Company',
      SignerId: 'STF-0005',
      SignerName: 'Tan Chee Keong',
      SignedAt: at,
      Ip: '10.0.0.20',
    }),
    version(LoanNo, 3, {
      SignedAs: 'Borrower',
      SignerId: CustomerId,
      SignerName: BorrowerName,
      SignedAt: at,
      Ip: '203.0.113.45',
      ReportedIp: '192.168.1.7',
    }),
    version(LoanNo, 4, {
      SignedAs: 'Attestor',
      SignerId: 'STF-0007',
      SignerName: 'Farah Aziz',
      SignedAt: at,
      Ip: '10.0.0.20',
    }),
  ],
  SigningSessionId: `SS-${LoanNo.slice(3)}`,
  AttestatorId: 'STF-0007',
  CreatedAt: at,
  UpdatedAt: at,
});

const sessionOf = (LoanNo: string, CustomerId: string, Name: string): SigningSession => ({
  SigningSessionId: `SS-${LoanNo.slice(3)}`,
  LoanNo,
  CustomerId,
  ParticipantId: CustomerId,
  AttestatorId: 'STF-0007',
  AttestatorName: 'Farah Aziz',
  Name,
  Contact: '+60123456789',
  Email: 'weijie@example.test',
  DateTimeRange: ['2025-01-09T02:00:00.000Z', '2025-01-09T02:30:00.000Z'],
  SlotSessionId: 'SLOT-1',
  Status: 'Completed',
  MachineVersion: 'session-v1',
  BorrowerSignYN: 'Y',
  AttestatorSignYN: 'Y',
  CompanySignerSignYN: 'Y',
  RecordingMediaId: `REC-SS-${LoanNo.slice(3)}`,
  RecordingBlobKey: recordingBlobKey(`SS-${LoanNo.slice(3)}`),
  StartedAt: '2025-01-09T02:00:00.000Z',
  EndedAt: '2025-01-09T02:25:00.000Z',
  CreatedAt: at,
  UpdatedAt: at,
});

const auditOf = (objectType: string, objectId: string) =>
  table.queryAll({ pk: `AUDIT#${objectType}#${objectId}` });
const filesOf = (s: Signing, session: SigningSession) => [
  ...s.Versions.map((v) => v.BlobKey),
  session.RecordingBlobKey!,
];

const ended = {
  signing: signingOf('EZC000101', CUSTOMER, 'Lim Wei Jie'),
  session: sessionOf('EZC000101', CUSTOMER, 'Lim Wei Jie'),
};
const open = {
  signing: signingOf('EZC000103', CUSTOMER, 'Lim Wei Jie'),
  session: sessionOf('EZC000103', CUSTOMER, 'Lim Wei Jie'),
};
const other = {
  signing: signingOf('EZC000104', OTHER, 'Siti Aminah'),
  session: sessionOf('EZC000104', OTHER, 'Siti Aminah'),
};

beforeAll(async () => {
  t = await createTestTable('erase-signing-records');
  table = t.table;
  dataDir = await mkdtemp(join(tmpdir(), 'ezc-erase-signing-'));
  documents = testDocuments(dataDir);
  const store = new AggregateStore(table, clock, randomIds);
  deps = {
    clock,
    log: createLogger('silent'),
    table,
    blobs: documents.blobs,
    loans: loanReader(table),
    signings: signingsRepository(store),
    sessions: sessionsRepository(table, store),
  };
  await table.transact([
    { kind: 'put', item: loanRow('EZC000101', CUSTOMER, 'Completed') },
    { kind: 'put', item: loanRow('EZC000103', CUSTOMER, 'Active') },
    { kind: 'put', item: loanRow('EZC000104', OTHER, 'Completed') },
    ...[ended, open, other].flatMap(({ signing, session }) => [
      { kind: 'put' as const, item: signingEntity.toItem(signing, 5, at) },
      { kind: 'put' as const, item: signingSessionEntity.toItem(session, 3, at) },
    ]),
  ]);
  for (const { signing, session } of [ended, open, other]) {
    for (const key of filesOf(signing, session)) {
      await documents.blobs.put(key, pdf(`${signing.BorrowerName} ${key}`), {
        contentType: 'application/pdf',
        sensitive: true,
      });
    }
  }
  const borrower = { id: ACCOUNT, kind: 'customer' as const, ip: '203.0.113.45', name: 'Lim Wei Jie' };
  const attorney = { id: 'STF-0007', kind: 'staff' as const, ip: '10.0.0.20', name: 'Farah Aziz' };
  await table.transact([
    auditWrite(
      {
        objectType: 'Signing',
        objectId: 'EZC000101',
        action: 'Signed by the borrower',
        actor: borrower,
        remarks: 'Signed as Lim Wei Jie',
        changes: { SignerName: 'Lim Wei Jie', Version: 3 },
      },
      at,
      'AUD-1',
    ),
    auditWrite(
      {
        objectType: 'SigningSession',
        objectId: 'SS-000101',
        action: 'Booked',
        actor: borrower,
        changes: { Email: 'weijie@example.test', Status: 'Pending Start' },
      },
      at,
      'AUD-2',
    ),
    auditWrite(
      {
        objectType: 'SigningSession',
        objectId: 'SS-000101',
        action: 'Recording downloaded',
        actor: attorney,
      },
      '2025-01-11T03:00:00.000Z',
      'AUD-3',
    ),
    auditWrite(
      {
        objectType: 'Loan',
        objectId: 'EZC000101',
        action: 'Agreement downloaded',
        actor: borrower,
        remarks: 'Version 4',
      },
      at,
      'AUD-4',
    ),
    auditWrite(
      {
        objectType: 'Signing',
        objectId: 'EZC000103',
        action: 'Signed by the borrower',
        actor: borrower,
        remarks: 'Signed as Lim Wei Jie',
      },
      at,
      'AUD-5',
    ),
  ]);
});
afterAll(async () => {
  await t?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const input = { customerId: CUSTOMER, accountId: ACCOUNT, rule: 'loanRecords' };

describe("erasing a borrower from their loans' signings", () => {
  it('does nothing under another rule', async () => {
    const out = await eraseSigningRecords(deps, { ...input, rule: 'unsuccessfulApplicants' });
    expect(out).toEqual({ signings: [], sessions: [], files: 0, auditRowsRedacted: 0, kept: [] });
    expect((await deps.signings.load('EZC000101'))?.value.BorrowerName).toBe('Lim Wei Jie');
  });

  it("erases the person from an ended loan's signing and session, and deletes the agreement's versions and the recording", async () => {
    const out = await eraseSigningRecords(deps, input);
    expect(out).toEqual({
      signings: ['EZC000101'],
      sessions: ['SS-000101'],
      // Four versions of the agreement and the session's recording.
      files: 5,
      // The borrower's signature, their booking, the attorney's download, the borrower's download.
      auditRowsRedacted: 4,
      kept: ['EZC000103'],
    });

    const signing = (await deps.signings.load('EZC000101'))!;
    expect(signing.version).toBe(6);
    const [v1, v2, v3, v4] = ended.signing.Versions;
    expect(signing.value).toEqual({
      ...ended.signing,
      BorrowerName: ERASED,
      Versions: [v1, v2, { ...v3, SignerName: ERASED, Ip: ERASED, ReportedIp: ERASED }, v4],
      UpdatedAt: '2033-06-01T18:30:00.000Z',
      // Stored here before signings were counted by status: its save counts it.
      Counted: true,
    });
    const session = (await deps.sessions.load('SS-000101'))!;
    const { RecordingBlobKey: _gone, ...kept } = ended.session;
    expect(session.value).toEqual({
      ...kept,
      Name: ERASED,
      Contact: ERASED,
      Email: ERASED,
      UpdatedAt: '2033-06-01T18:30:00.000Z',
    });
    for (const key of filesOf(ended.signing, ended.session))
      expect(await documents.blobs.get(key)).toBeUndefined();

    // The open loan's and the other customer's are whole, files and all.
    for (const whole of [open, other]) {
      expect((await deps.signings.load(whole.signing.LoanNo))?.value).toEqual(whole.signing);
      expect((await deps.sessions.load(whole.session.SigningSessionId))?.value).toEqual(whole.session);
      for (const key of filesOf(whole.signing, whole.session))
        expect(await documents.blobs.get(key)).toBeDefined();
    }
  });

  it('keeps every audit row with the values taken out, and records the erasure with names and counts only', async () => {
    const signingTrail = await auditOf('Signing', 'EZC000101');
    expect(signingTrail).toHaveLength(2);
    expect(signingTrail[0]).toMatchObject({
      AuditId: 'AUD-1',
      ActorName: ERASED,
      IpAddress: ERASED,
      Remarks: ERASED,
      RedactedUnder: 'loanRecords',
    });
    expect(JSON.parse(String(signingTrail[0]?.Changes))).toEqual({ SignerName: ERASED, Version: 3 });
    expect(signingTrail[1]).toMatchObject({
      Activity: 'Personal data erased under the retention policy',
      ActorName: 'Retention policy',
      Remarks: 'Rule: loanRecords; 4 personal fields and 4 files erased',
    });
    expect(JSON.parse(String(signingTrail[1]?.Changes))).toEqual({
      Rule: 'loanRecords',
      FieldsErased: ['BorrowerName', 'Versions.SignerName', 'Versions.Ip', 'Versions.ReportedIp'],
      FilesErased: 4,
    });

    const sessionTrail = await auditOf('SigningSession', 'SS-000101');
    expect(sessionTrail).toHaveLength(3);
    expect(sessionTrail[0]).toMatchObject({ AuditId: 'AUD-2', ActorName: ERASED, IpAddress: ERASED });
    expect(JSON.parse(String(sessionTrail[0]?.Changes))).toEqual({ Email: ERASED, Status: 'Pending Start' });
    // Staff keep their name and IP: the trail still says who acted.
    expect(sessionTrail[1]).toMatchObject({
      AuditId: 'AUD-3',
      ActorName: 'Farah Aziz',
      IpAddress: '10.0.0.20',
      RedactedUnder: 'loanRecords',
    });
    expect(sessionTrail[2]).toMatchObject({
      Activity: 'Personal data erased under the retention policy',
      Remarks: 'Rule: loanRecords; 4 personal fields and 1 file erased',
    });
    expect(JSON.parse(String(sessionTrail[2]?.Changes))).toEqual({
      Rule: 'loanRecords',
      FieldsErased: ['Name', 'Contact', 'Email', 'RecordingBlobKey'],
      FilesErased: 1,
    });

    const loanTrail = await auditOf('Loan', 'EZC000101');
    expect(loanTrail).toEqual([
      expect.objectContaining({ AuditId: 'AUD-4', ActorName: ERASED, IpAddress: ERASED, Remarks: ERASED }),
    ]);
    expect(JSON.stringify([...signingTrail, ...sessionTrail, ...loanTrail])).not.toMatch(
      /Lim Wei Jie|weijie@|60123456789|203\.0\.113\.45/,
    );
    expect((await auditOf('Signing', 'EZC000103'))[0]).toMatchObject({ Remarks: 'Signed as Lim Wei Jie' });
  });

  it('a second delivery changes nothing', async () => {
    const partitions = [
      ...['101', '103', '104'].flatMap((n) => [
        `SIGNING#EZC000${n}`,
        `SIGNSESSION#SS-000${n}`,
        `AUDIT#Signing#EZC000${n}`,
        `AUDIT#SigningSession#SS-000${n}`,
        `AUDIT#Loan#EZC000${n}`,
      ]),
    ];
    const snapshot = async () => (await Promise.all(partitions.map((pk) => table.queryAll({ pk })))).flat();
    const before = await snapshot();
    const out = await eraseSigningRecords(deps, input);
    expect(out).toEqual({ signings: [], sessions: [], files: 0, auditRowsRedacted: 0, kept: ['EZC000103'] });
    expect(await snapshot()).toEqual(before);
  });
});
