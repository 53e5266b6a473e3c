import { TOTP as TOTP_POLICY, TOTP_WINDOW } from '@ezc/domain';
import { Secret, TOTP } from 'otpauth';
import { create as createQr } from 'qrcode/lib/core/qrcode.js';

/** A new authenticator secret (160 bits, as RFC 4226 recommends), in base32 for people to type. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: TOTP_POLICY.issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_POLICY.algorithm,
    digits: TOTP_POLICY.digits,
    period: TOTP_POLICY.periodSeconds,
  });

/** The `otpauth://` address authenticator apps read from the QR code. */
export const otpauthUrl = (secret: string, label: string) => totpFor(secret, label).toString();

/**
 * The time step a code was made for, when it is right for now or a step either side (clocks
 * drift), else undefined. The caller refuses a step at or before the last one accepted, so a
 * code cannot be used twice.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret, 'x').validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(nowMs / 1000 / TOTP_POLICY.periodSeconds) + delta;
}

/**
 * The QR code of an address as one SVG path of unit squares, drawn by the page into an <svg>
 * it builds itself (no markup from the server, no image URL for the content policy to allow).
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = createQr(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y * size + x]) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return { size, path: parts.join('') };
}
