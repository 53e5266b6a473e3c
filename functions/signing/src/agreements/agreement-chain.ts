import { sha256Hex } from './agreement-hash';
import { loadPdfEngine } from './pdf-engine-loader';

/**
 * The versions of an agreement form a chain: version 1 is the agreement as made, and every
 * signature makes a new version that records the SHA-256 of the one before it (in the signing
 * record and inside the PDF). Changing any stored version breaks its own hash, and replacing one
 * wholesale breaks the link its successor records.
 */

export interface StoredVersion {
  Version: number;
  bytes: Uint8Array;
  /** The SHA-256 recorded when the version was stored. */
  recordedSha256: string;
  /** The SHA-256 of the version it was made from, as recorded (none for version 1). */
  recordedPreviousSha256?: string | undefined;
}

export interface VersionCheck {
  Version: number;
  /** The SHA-256 of the bytes as they are now. */
  Sha256: string;
  /** The bytes still hash to what was recorded. */
  HashOk: boolean;
  /** The previous version it names, in the record and in its own metadata, is the one before it. */
  ChainOk: boolean;
}

export interface ChainCheck {
  Valid: boolean;
  Versions: VersionCheck[];
  /** The first version that fails either check. */
  BrokenAt?: number;
}

export async function verifyChain(versions: readonly StoredVersion[]): Promise<ChainCheck> {
  const ordered = [...versions].sort((a, b) => a.Version - b.Version);
  const { embeddedPreviousSha256 } = await loadPdfEngine();
  const checks: VersionCheck[] = [];
  for (const [index, v] of ordered.entries()) {
    const sha256 = sha256Hex(v.bytes);
    const embedded = await embeddedPreviousSha256(v.bytes);
    const before = ordered[index - 1];
    // A missing version is a break too: each must follow the one numbered just before it.
    const inPlace = v.Version === index + 1;
    const ChainOk =
      inPlace &&
      (before === undefined
        ? v.recordedPreviousSha256 === undefined && embedded === undefined
        : v.recordedPreviousSha256 === before.recordedSha256 && embedded === before.recordedSha256);
    checks.push({ Version: v.Version, Sha256: sha256, HashOk: sha256 === v.recordedSha256, ChainOk });
  }
  const broken = checks.find((c) => !c.HashOk || !c.ChainOk);
  return {
    Valid: broken === undefined && checks.length > 0,
    Versions: checks,
    ...(broken ? { BrokenAt: broken.Version } : {}),
  };
}
