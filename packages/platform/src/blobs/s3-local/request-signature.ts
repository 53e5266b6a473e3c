import { timingSafeEqual } from 'node:crypto';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { RequestTarget } from './request-target';
import {
  accessDenied,
  invalidAccessKeyId,
  invalidArgument,
  invalidRequest,
  invalidToken,
  notImplemented,
  S3Error,
  signatureDoesNotMatch,
} from './s3-errors';

/**
 * Checks a request's Signature Version 4 as S3 does, with AWS's own signer: the request is rebuilt
 * from what arrived (method, Host, path and query as sent, exactly the headers it says it signed),
 * signed again with the local secret at the time it claims, and the two signatures compared in
 * constant time. Nothing is answered to a request that is unsigned, signed with another key, too
 * old, or expired.
 */
export interface AccessKey {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ArrivedRequest {
  method: string;
  /** The Host the client addressed (and signed). */
  host: string;
  target: RequestTarget;
  headers: Headers;
}

/** What a header-signed request says of its body, to be checked as the body is read. */
export type PayloadClaim =
  | { kind: 'sha256'; hex: string }
  | { kind: 'unsigned' }
  /** aws-chunked, each chunk unsigned, a checksum in the trailer. */
  | { kind: 'streaming-unsigned-trailer' };

export type Authentication = { via: 'header'; payload: PayloadClaim } | { via: 'query' };

/** S3's tolerance between a request's time and its own. */
export const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL lives at most a week. */
export const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;

/** SHA-256 (and its HMAC, given a key) as the signer takes it. */
export class Sha256 extends Hash {
  constructor(secret?: ConstructorParameters<typeof Hash>[1]) {
    super('sha256', secret);
  }
}

interface Credential {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
}

/** `<key id>/<yyyymmdd>/<region>/<service>/aws4_request`, or 'malformed'. */
export function parseCredential(text: string): Credential | 'malformed' {
  const parts = text.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || !/^\d{8}$/.test(parts[1] ?? ''))
    return 'malformed';
  const [accessKeyId, date, region, service] = parts as [string, string, string, string];
  if (accessKeyId === '') return 'malformed';
  return { accessKeyId, date, region, service };
}

/** `yyyymmddThhmmssZ`, the form SigV4 dates its requests in. */
export function parseAmzDate(text: string | null | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60
    ? date
    : undefined;
}

const hex64 = /^[0-9a-f]{64}$/;

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, provided: string): boolean {
  if (!hex64.test(expected) || !hex64.test(provided)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(provided, 'hex'));
}

/** The names of the query parameters that carry a presigned URL's own authentication. */
const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
] as const;

export class RequestVerifier {
  readonly signer: SignatureV4;

  constructor(
    private readonly region: string,
    private readonly key: AccessKey,
  ) {
    // The path is signed as sent: S3's signer does not encode it a second time.
    this.signer = new SignatureV4({
      service: 's3',
      region,
      credentials: { accessKeyId: key.accessKeyId, secretAccessKey: key.secretAccessKey },
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
  }

  /** Checks the request's signature (in its Authorization header or its query) at `now`. */
  async verify(req: ArrivedRequest, now: Date): Promise<Authentication> {
    const authorization = req.headers.get('authorization');
    const presigned = req.target.query.some(
      ([name]) => name === 'X-Amz-Algorithm' || name === 'X-Amz-Signature',
    );
    if (authorization !== null && presigned) {
      throw invalidArgument(
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
        'Authorization',
        authorization,
      );
    }
    if (
      req.headers.has('x-amz-security-token') ||
      req.target.query.some(([n]) => n === 'X-Amz-Security-Token')
    ) {
      // The local store's key is a plain access key: no session token belongs with it.
      throw invalidToken();
    }
    if (authorization !== null) return this.verifyHeader(req, authorization, now);
    if (presigned) {
      await this.verifyQuery(req, now);
      return { via: 'query' };
    }
    // An anonymous request, and the local buckets are private.
    throw accessDenied();
  }

  private async verifyHeader(req: ArrivedRequest, authorization: string, now: Date): Promise<Authentication> {
    const malformed = (reason: string, details: Array<[string, string]> = []) =>
      new S3Error(
        'AuthorizationHeaderMalformed',
        400,
        `The authorization header is malformed; ${reason}`,
        details,
      );
    const m = /^AWS4-HMAC-SHA256 (.+)$/.exec(authorization);
    if (!m) {
      throw invalidRequest(
        'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
      );
    }
    const parts = new Map(
      (m[1] ?? '').split(',').map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [name ?? '', value.join('=')] as const;
      }),
    );
    const credentialText = parts.get('Credential');
    const signedHeadersText = parts.get('SignedHeaders');
    const provided = parts.get('Signature');
    if (credentialText === undefined || signedHeadersText === undefined || provided === undefined) {
      throw malformed(
        'the authorization header requires three components: Credential, SignedHeaders, and Signature.',
      );
    }
    const credential = parseCredential(credentialText);
    if (credential === 'malformed') {
      throw malformed(
        'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      );
    }
    this.checkKeyAndScope(credential, (reason, region) =>
      malformed(reason, region ? [['Region', region]] : []),
    );

    const amzDate = req.headers.get('x-amz-date');
    const signingDate = parseAmzDate(amzDate);
    if (!signingDate) throw accessDenied('AWS authentication requires a valid Date or x-amz-date header');
    if (amzDate?.slice(0, 8) !== credential.date) {
      throw malformed('Invalid credential date. Date is not the same as X-Amz-Date.');
    }
    if (Math.abs(now.getTime() - signingDate.getTime()) > MAX_SKEW_MS) {
      throw new S3Error(
        'RequestTimeTooSkewed',
        403,
        'The difference between the request time and the current time is too large.',
        [
          ['RequestTime', amzDate],
          ['ServerTime', now.toISOString()],
          ['MaxAllowedSkewMilliseconds', String(MAX_SKEW_MS)],
        ],
      );
    }
    const payload = payloadClaim(req.headers.get('x-amz-content-sha256'));

    const signedNames = signedHeaderNames(signedHeadersText);
    this.checkAllSigned(req, signedNames);
    const headers = this.signedHeaderValues(req, signedNames);
    const unsignable = new Set<string>();
    const payloadHash = req.headers.get('x-amz-content-sha256');
    if (payloadHash !== null && !signedNames.includes('x-amz-content-sha256')) {
      // The body's hash goes into the canonical request whether or not it was a signed header.
      headers['x-amz-content-sha256'] = payloadHash;
      unsignable.add('x-amz-content-sha256');
    }
    const signed = await this.signer.sign(
      new HttpRequest({
        method: req.method,
        protocol: 'http:',
        hostname: hostname(req.host),
        path: req.target.rawPath,
        query: queryRecord(req.target.query),
        headers,
      }),
      { signingDate, signableHeaders: new Set(signedNames), unsignableHeaders: unsignable },
    );
    const expected = /Signature=([0-9a-f]+)/.exec(signed.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSignature(expected, provided)) throw signatureDoesNotMatch(credential.accessKeyId, provided);
    return { via: 'header', payload };
  }

  private async verifyQuery(req: ArrivedRequest, now: Date): Promise<void> {
    const param = (name: string) => req.target.query.find(([n]) => n === name)?.[1];
    const queryError = (message: string, details: Array<[string, string]> = []) =>
      new S3Error('AuthorizationQueryParametersError', 400, message, details);
    if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
      throw queryError('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    }
    if (PRESIGN_PARAMS.some((name) => param(name) === undefined)) {
      throw queryError(
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    }
    const credential = parseCredential(param('X-Amz-Credential') ?? '');
    if (credential === 'malformed') {
      throw queryError(
        'Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      );
    }
    this.checkKeyAndScope(credential, (reason, region) =>
      queryError(
        `Error parsing the X-Amz-Credential parameter; ${reason}`,
        region ? [['Region', region]] : [],
      ),
    );
    const amzDate = param('X-Amz-Date');
    const signingDate = parseAmzDate(amzDate);
    if (!signingDate)
      throw queryError("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
    if (amzDate?.slice(0, 8) !== credential.date) {
      throw queryError(
        'Error parsing the X-Amz-Credential parameter; Invalid credential date. Date is not the same as X-Amz-Date.',
      );
    }
    const expiresText = param('X-Amz-Expires') ?? '';
    if (!/^\d{1,7}$/.test(expiresText)) throw queryError('X-Amz-Expires should be a number');
    const expiresIn = Number(expiresText);
    if (expiresIn > MAX_PRESIGNED_SECONDS) {
      throw queryError(
        `X-Amz-Expires must be less than a week (in seconds) that is ${MAX_PRESIGNED_SECONDS}`,
      );
    }

    const signedNames = signedHeaderNames(param('X-Amz-SignedHeaders') ?? '');
    this.checkAllSigned(req, signedNames);
    const headers = this.signedHeaderValues(req, signedNames);
    // A presigned request's body is never part of its signature: S3 signs it as UNSIGNED-PAYLOAD.
    headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    const unsignable = new Set(signedNames.includes('x-amz-content-sha256') ? [] : ['x-amz-content-sha256']);
    const query = queryRecord(
      req.target.query.filter(([name]) => !(PRESIGN_PARAMS as readonly string[]).includes(name)),
    );
    const presigned = await this.signer.presign(
      new HttpRequest({
        method: req.method,
        protocol: 'http:',
        hostname: hostname(req.host),
        path: req.target.rawPath,
        query,
        headers,
      }),
      {
        signingDate,
        expiresIn,
        signableHeaders: new Set(signedNames),
        unsignableHeaders: unsignable,
        // Headers stay headers: the URL's query is already all that was signed in it.
        unhoistableHeaders: new Set(Object.keys(headers)),
      },
    );
    const expected = presigned.query?.['X-Amz-Signature'];
    const provided = param('X-Amz-Signature') ?? '';
    if (typeof expected !== 'string' || !sameSignature(expected, provided)) {
      throw signatureDoesNotMatch(credential.accessKeyId, provided);
    }
    const expires = signingDate.getTime() + expiresIn * 1000;
    if (now.getTime() > expires) {
      throw accessDenied('Request has expired', [
        ['X-Amz-Expires', expiresText],
        ['Expires', new Date(expires).toISOString()],
        ['ServerTime', now.toISOString()],
      ]);
    }
  }

  private checkKeyAndScope(credential: Credential, scopeError: (reason: string, region?: string) => S3Error) {
    if (credential.accessKeyId !== this.key.accessKeyId) throw invalidAccessKeyId(credential.accessKeyId);
    if (credential.region !== this.region) {
      throw scopeError(`the region '${credential.region}' is wrong; expecting '${this.region}'`, this.region);
    }
    if (credential.service !== 's3') {
      throw scopeError(`incorrect service '${credential.service}'. This endpoint belongs to 's3'.`);
    }
  }

  /** S3 refuses a request carrying an x-amz-* header (or a Host) its signature does not cover. */
  private checkAllSigned(req: ArrivedRequest, signedNames: readonly string[]) {
    const unsigned = [...req.headers.keys()].filter(
      (name) => name.startsWith('x-amz-') && !signedNames.includes(name),
    );
    if (!signedNames.includes('host')) unsigned.unshift('host');
    if (unsigned.length > 0) {
      throw accessDenied('There were headers present in the request which were not signed', [
        ['HeadersNotSigned', unsigned.join(', ')],
      ]);
    }
  }

  private signedHeaderValues(req: ArrivedRequest, signedNames: readonly string[]): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const name of signedNames) {
      // A request made inside the process has no Host header: its URL's host is the one signed.
      const value = name === 'host' ? req.host : req.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    return headers;
  }
}

function signedHeaderNames(text: string): string[] {
  return text
    .split(';')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

function payloadClaim(value: string | null): PayloadClaim {
  if (value === null) throw invalidRequest('Missing required header for this request: x-amz-content-sha256');
  if (hex64.test(value)) return { kind: 'sha256', hex: value };
  if (value === 'UNSIGNED-PAYLOAD') return { kind: 'unsigned' };
  if (value === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') return { kind: 'streaming-unsigned-trailer' };
  // Chunks signed one by one: another way of sending, which the SDK does not use.
  if (value.startsWith('STREAMING-')) throw notImplemented('x-amz-content-sha256');
  throw invalidArgument(
    'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, or a valid sha256 value.',
    'x-amz-content-sha256',
    value,
  );
}

function queryRecord(pairs: ReadonlyArray<readonly [string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

function hostname(host: string): string {
  return host.replace(/:\d+$/, '');
}
