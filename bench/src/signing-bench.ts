import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { makeAgreement, sha256Hex, stampSignature, verifyChain } from '@ezc/fn-signing/agreements/index';
import { sampleAgreementInput } from '@ezc/fn-signing/agreements/sample-agreement-input';
import { round } from './in-process-load';

/**
 * The agreement PDF's costs in this process: making version 1 of a 12-month loan's agreement,
 * stamping one signature (a drawn 600x200 PNG) into it, and verifying a chain of the agreement
 * and its three signatures. Each is run one at a time, `runs` times after a short warm-up, as a
 * signing request runs them.
 */

const input = sampleAgreementInput;

/** A 600x200 PNG with a stroke across it: about what the drawing pad sends. */
function signaturePng(width = 600, height = 200): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const stride = 1 + width * 4;
  const rows = Buffer.alloc(height * stride, 0);
  for (let x = 0; x < width; x++) {
    const y = Math.round(height / 2 + (height / 3) * Math.sin(x / 40));
    for (let dy = -2; dy <= 2; dy++) {
      const at = (y + dy) * stride + 1 + x * 4;
      if (y + dy >= 0 && y + dy < height) rows.set([20, 20, 60, 255], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TimedRow {
  name: string;
  runs: number;
  p50ms: number;
  p95ms: number;
  maxms: number;
}

async function timed(name: string, runs: number, call: () => Promise<unknown>): Promise<TimedRow> {
  for (let i = 0; i < 5; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0);
  return { name, runs, p50ms: at(0.5), p95ms: at(0.95), maxms: round(ms.at(-1) ?? 0) };
}

export async function signingBench(runs = 50) {
  const image = { bytes: signaturePng(), type: 'png' } as const;
  const stamp = (signedAs: 'Company' | 'Borrower' | 'Attestor', at: string) => ({
    SignedAs: signedAs,
    SignerName: 'Tan Wei Ming',
    SignedAt: at,
    Ip: '203.0.113.7',
    Image: image,
  });
  const v1 = await makeAgreement(input);
  const v2 = await stampSignature(v1, stamp('Company', '2026-11-23T02:15:00Z'));
  const v3 = await stampSignature(v2.bytes, stamp('Borrower', '2026-11-24T02:15:00Z'));
  const v4 = await stampSignature(v3.bytes, stamp('Attestor', '2026-11-24T02:45:00Z'));
  const chain = [
    { Version: 1, bytes: v1, recordedSha256: sha256Hex(v1) },
    ...[v2, v3, v4].map((v, n) => ({
      Version: n + 2,
      bytes: v.bytes,
      recordedSha256: v.sha256,
      recordedPreviousSha256: v.previousSha256,
    })),
  ];
  if (!(await verifyChain(chain)).Valid) throw new Error('Signing bench: the chain did not verify');

  const rows = [
    await timed('makeAgreement (version 1)', runs, () => makeAgreement(input)),
    await timed('stampSignature (600x200 PNG)', runs, () =>
      stampSignature(v1, stamp('Company', '2026-11-23T02:15:00Z')),
    ),
    await timed('verifyChain (4 versions)', runs, () => verifyChain(chain)),
  ];
  return {
    rows,
    bytes: {
      agreement: v1.length,
      signedOnce: v2.bytes.length,
      signedThrice: v4.bytes.length,
      signatureImage: image.bytes.length,
    },
  };
}
