import { crc32, deflateSync } from 'node:zlib';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StoredVersion, verifyChain } from './agreement-chain';
import type { AgreementInput } from './agreement-content';
import { makeAgreement, stampSignature } from './agreement-documents';
import { sha256Hex } from './agreement-hash';
import { embeddedPreviousSha256 } from './agreement-metadata';
import type { StampedVersion } from './agreement-stamp';
import { malaysiaTimeLabel } from './malaysia-time-label';

const input: AgreementInput = {
  LoanNo: 'EZC000001',
  AgreementDate: '2026-01-15',
  BorrowerName: 'Siti Aminah binti Abdullah',
  BorrowerICNo: '900101-14-5678',
  AmountSen: 1_000_000,
  InterestRate: 18,
  InterestType: 'Simple',
  WithCollateralYN: 'N',
  Regime: 'Moneylenders Act 1951',
  NumberOfInstallments: 12,
  InstallmentSen: 98_333,
  FinalInstallmentSen: 98_337,
  FirstDueDate: '2026-02-15',
  LastDueDate: '2027-01-15',
  TotalInterestSen: 180_000,
  TotalRepaymentSen: 1_180_000,
  Lender: { Name: 'EZC Credit Sdn. Bhd.', LicenceNo: 'WL/2026/0001', Address: 'Kuala Lumpur' },
};

/** A real 8x4 PNG (black pixels), as the signature pad gives one. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(4 * (1 + 8 * 3), 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's frame header (1x1, 3 components): all the PDF needs to place one. */
const jpg = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00,
  0x03, 0x11, 0x00, 0xff, 0xd9,
]);

const company = {
  SignedAs: 'Company',
  SignerName: 'Tan Wei Ming',
  SignedAt: '2026-11-23T02:15:00.000Z',
  Ip: '203.0.113.7',
  Image: { bytes: png(), type: 'png' },
} as const;
const borrower = {
  SignedAs: 'Borrower',
  SignerName: 'Siti Aminah binti Abdullah',
  SignedAt: '2026-11-24T03:00:00.000Z',
  Ip: '203.0.113.8',
  Image: { bytes: jpg, type: 'jpg' },
} as const;
const attestor = {
  SignedAs: 'Attestor',
  SignerName: 'Ahmad bin Ismail',
  SignedAt: '2026-11-24T03:20:00.000Z',
  Ip: '203.0.113.9',
} as const;

let v1: Uint8Array;
let v2: StampedVersion;
let v3: StampedVersion;
let v4: StampedVersion;
/** The four versions as the signing record keeps them. */
let stored: StoredVersion[];

beforeAll(async () => {
  v1 = await makeAgreement(input);
  v2 = await stampSignature(v1, company);
  v3 = await stampSignature(v2.bytes, borrower);
  v4 = await stampSignature(v3.bytes, attestor);
  stored = [
    { Version: 1, bytes: v1, recordedSha256: sha256Hex(v1) },
    ...[v2, v3, v4].map((v, n) => ({
      Version: n + 2,
      bytes: v.bytes,
      recordedSha256: v.sha256,
      recordedPreviousSha256: v.previousSha256,
    })),
  ];
});

const ok = (Version: number) => ({ Version, Sha256: expect.any(String), HashOk: true, ChainOk: true });

describe('the agreement PDF', () => {
  it('is the same bytes for the same loan, dated on its agreement date', async () => {
    const again = await makeAgreement(input);
    expect(sha256Hex(again)).toBe(sha256Hex(v1));
    const doc = await PDFDocument.load(v1, { updateMetadata: false });
    // Midnight of 15 January 2026 in Malaysia.
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-01-14T16:00:00.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-01-14T16:00:00.000Z');
    expect(doc.getKeywords()).toBeUndefined();
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('differs for a different loan', async () => {
    const other = await makeAgreement({ ...input, AmountSen: 1_000_100 });
    expect(sha256Hex(other)).not.toBe(sha256Hex(v1));
  });

  it('prints names outside the standard fonts without failing', async () => {
    const bytes = await makeAgreement({
      ...input,
      BorrowerName: 'Lim Mei Ling 林美玲',
      BorrowerAddress: 'Kāmpung Baru',
    });
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('stamps a signature into a new version that names the previous one', async () => {
    expect(v2.previousSha256).toBe(sha256Hex(v1));
    expect(v2.sha256).toBe(sha256Hex(v2.bytes));
    const doc = await PDFDocument.load(v2.bytes, { updateMetadata: false });
    expect(doc.getKeywords()).toBe(`ezc-prev-sha256:${sha256Hex(v1)}`);
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-11-23T02:15:00.000Z');
    expect(await embeddedPreviousSha256(v4.bytes)).toBe(v3.sha256);
  });

  it('stamps the same bytes for the same signature on the same version', async () => {
    const again = await stampSignature(v1, company);
    expect(again.sha256).toBe(v2.sha256);
  });

  it("names the borrower's IP address on the borrower's signature only, never the lender's staff's", async () => {
    const lines = await pdfLines(v4.bytes);
    expect(lines).toContain('IP address / Alamat IP: 203.0.113.8');
    expect(lines.filter((l) => l.startsWith('IP address'))).toEqual(['IP address / Alamat IP: 203.0.113.8']);
    expect(lines.join('\n')).not.toMatch(/203\.0\.113\.(7|9)/);
  });

  it('writes the signing time in Malaysia time', () => {
    expect(malaysiaTimeLabel('2026-11-23T02:15:00.000Z')).toBe('23 Nov 2026, 10:15 MYT');
    expect(malaysiaTimeLabel('2026-11-23T17:05:00Z')).toBe('24 Nov 2026, 01:05 MYT');
  });

  it('refuses a stamp without a time or a name', async () => {
    await expect(stampSignature(v1, { ...attestor, SignedAt: 'yesterday' })).rejects.toThrow();
    await expect(stampSignature(v1, { ...attestor, SignerName: ' ' })).rejects.toThrow();
  });
});

describe('verifying the chain of versions', () => {
  it('holds for the agreement and its three signatures', async () => {
    expect(await verifyChain(stored)).toEqual({ Valid: true, Versions: [ok(1), ok(2), ok(3), ok(4)] });
  });

  it('breaks at version 2 when one byte of it changes', async () => {
    const bytes = Uint8Array.from(v2.bytes);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const result = await verifyChain(stored.map((v) => (v.Version === 2 ? { ...v, bytes } : v)));
    expect(result.Valid).toBe(false);
    expect(result.BrokenAt).toBe(2);
    expect(result.Versions[1]).toMatchObject({ Version: 2, HashOk: false });
    expect(result.Versions[0]).toMatchObject({ HashOk: true, ChainOk: true });
  });

  it('breaks at a version whose embedded previous hash was altered, even when re-recorded', async () => {
    const doc = await PDFDocument.load(v3.bytes, { updateMetadata: false });
    doc.setKeywords([`ezc-prev-sha256:${'0'.repeat(64)}`]);
    const forged = await doc.save();
    const result = await verifyChain(
      stored.map((v) => (v.Version === 3 ? { ...v, bytes: forged, recordedSha256: sha256Hex(forged) } : v)),
    );
    expect(result.Valid).toBe(false);
    expect(result.BrokenAt).toBe(3);
    expect(result.Versions[2]).toMatchObject({ Version: 3, HashOk: true, ChainOk: false });
  });

  it('breaks where the recorded previous hash is not the version before', async () => {
    const result = await verifyChain(
      stored.map((v) => (v.Version === 4 ? { ...v, recordedPreviousSha256: v2.sha256 } : v)),
    );
    expect(result).toMatchObject({ Valid: false, BrokenAt: 4 });
  });

  it('breaks where a version is missing', async () => {
    const result = await verifyChain(stored.filter((v) => v.Version !== 2));
    expect(result).toMatchObject({ Valid: false, BrokenAt: 3 });
  });

  it('reads the versions in their order whatever order they come in', async () => {
    expect((await verifyChain([...stored].reverse())).Valid).toBe(true);
  });
});
