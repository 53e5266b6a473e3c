import { HttpRequest, type IHttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { type ArrivedRequest, parseAmzDate, RequestVerifier, Sha256 } from './request-signature';
import { requestTarget } from './request-target';

const REGION = 'ap-southeast-1';
const KEY = { accessKeyId: 'local', secretAccessKey: 'local' };
const verifier = new RequestVerifier(REGION, KEY);
const AT = new Date('2026-03-02T03:04:05Z');
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** A client's signer, apart from the verifier's. */
const clientSigner = (secretAccessKey = 'local') =>
  new SignatureV4({
    service: 's3',
    region: REGION,
    credentials: { accessKeyId: 'local', secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
  });

const request = (path = '/blobs/docs/a%20b.pdf', query: Record<string, string> = { 'x-id': 'GetObject' }) =>
  new HttpRequest({
    method: 'GET',
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: 4321,
    path,
    query,
    headers: { host: '127.0.0.1:4321', 'x-amz-content-sha256': EMPTY, range: 'bytes=0-9' },
  });

/** The request as the routes see it arrive. */
function arrived(signed: IHttpRequest): ArrivedRequest {
  const query = new URLSearchParams(signed.query as Record<string, string>).toString().replace(/\+/g, '%20');
  const headers = new Headers(signed.headers);
  return {
    method: signed.method,
    host: signed.headers.host ?? '',
    target: requestTarget(`${signed.path}${query ? `?${query}` : ''}`, '/blobs'),
    headers,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('The request was accepted');
    },
    (e: { code: string; status: number; message: string }) => ({
      code: e.code,
      status: e.status,
      message: e.message,
    }),
  );

describe('header-signed requests', () => {
  it('accepts a request as signed, within 15 minutes of its time', async () => {
    const signed = await clientSigner().sign(request(), { signingDate: AT });
    expect(await verifier.verify(arrived(signed), AT)).toEqual({
      via: 'header',
      payload: { kind: 'sha256', hex: EMPTY },
    });
    expect((await verifier.verify(arrived(signed), new Date(AT.getTime() + 15 * 60_000))).via).toBe('header');
    expect(
      await refusal(verifier.verify(arrived(signed), new Date(AT.getTime() + 15 * 60_000 + 1000))),
    ).toMatchObject({ code: 'RequestTimeTooSkewed', status: 403 });
    expect(
      await refusal(verifier.verify(arrived(signed), new Date(AT.getTime() - 16 * 60_000))),
    ).toMatchObject({
      code: 'RequestTimeTooSkewed',
    });
  });

  it('refuses the request once its path, query or a signed header differs from what was signed', async () => {
    const signed = await clientSigner().sign(request(), { signingDate: AT });
    const changes: Array<(r: IHttpRequest) => void> = [
      (r) => {
        r.path = '/blobs/docs/a%20c.pdf';
      },
      (r) => {
        r.query = { 'x-id': 'GetObject', versionId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
      },
      (r) => {
        r.headers.range = 'bytes=0-99';
      },
      (r) => {
        r.headers.host = 'evil.example:4321';
      },
      (r) => {
        r.method = 'DELETE';
      },
    ];
    for (const change of changes) {
      const copy = HttpRequest.clone(signed);
      change(copy);
      expect(await refusal(verifier.verify(arrived(copy), AT))).toMatchObject({
        code: 'SignatureDoesNotMatch',
        status: 403,
      });
    }
  });

  it('refuses another secret, an unsigned x-amz header and another region', async () => {
    const forged = await clientSigner('not-local').sign(request(), { signingDate: AT });
    expect(await refusal(verifier.verify(arrived(forged), AT))).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });

    const signed = await clientSigner().sign(request(), { signingDate: AT });
    const added = HttpRequest.clone(signed);
    added.headers['x-amz-meta-approved'] = 'yes';
    expect(await refusal(verifier.verify(arrived(added), AT))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'There were headers present in the request which were not signed',
    });

    const elsewhere = await new SignatureV4({
      service: 's3',
      region: 'us-east-1',
      credentials: KEY,
      sha256: Sha256,
      uriEscapePath: false,
    }).sign(request(), { signingDate: AT });
    expect(await refusal(verifier.verify(arrived(elsewhere), AT))).toEqual({
      code: 'AuthorizationHeaderMalformed',
      status: 400,
      message:
        "The authorization header is malformed; the region 'us-east-1' is wrong; expecting 'ap-southeast-1'",
    });
  });

  it('needs the body hash header, and tells what it claims of the body', async () => {
    const unsignedBody = request();
    unsignedBody.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    const signed = await clientSigner().sign(unsignedBody, { signingDate: AT });
    expect(await verifier.verify(arrived(signed), AT)).toEqual({
      via: 'header',
      payload: { kind: 'unsigned' },
    });
    const noHash = request();
    delete noHash.headers['x-amz-content-sha256'];
    const bare = await new SignatureV4({
      service: 's3',
      region: REGION,
      credentials: KEY,
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    }).sign(noHash, { signingDate: AT });
    expect(await refusal(verifier.verify(arrived(bare), AT))).toMatchObject({
      code: 'InvalidRequest',
      status: 400,
    });
  });
});

describe('presigned requests', () => {
  const presign = async (expiresIn: number, query: Record<string, string> = {}) => {
    const r = request('/blobs/docs/a%20b.pdf', { 'x-id': 'GetObject', ...query });
    r.headers = { host: '127.0.0.1:4321', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
    return clientSigner().presign(r, { signingDate: AT, expiresIn });
  };

  it('accepts a presigned URL until its expiry, then refuses it as expired', async () => {
    const url = await presign(300, { 'response-content-disposition': 'attachment; filename="a b.pdf"' });
    url.headers = { host: '127.0.0.1:4321' };
    expect(await verifier.verify(arrived(url), AT)).toEqual({ via: 'query' });
    expect(await verifier.verify(arrived(url), new Date(AT.getTime() + 300_000))).toEqual({ via: 'query' });
    expect(await refusal(verifier.verify(arrived(url), new Date(AT.getTime() + 301_000)))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'Request has expired',
    });
  });

  it('refuses a URL whose query was changed, or that asks to live more than a week', async () => {
    const url = await presign(300, { 'response-content-disposition': 'attachment' });
    url.headers = { host: '127.0.0.1:4321' };
    const changed = HttpRequest.clone(url);
    changed.query = { ...changed.query, 'response-content-disposition': 'inline' };
    expect(await refusal(verifier.verify(arrived(changed), AT))).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    const longer = HttpRequest.clone(url);
    longer.query = { ...longer.query, 'X-Amz-Expires': '604801' };
    expect(await refusal(verifier.verify(arrived(longer), AT))).toMatchObject({
      code: 'AuthorizationQueryParametersError',
      status: 400,
    });
  });

  it('refuses a request that is neither signed nor presigned, or that is both', async () => {
    expect(await refusal(verifier.verify(arrived(request()), AT))).toEqual({
      code: 'AccessDenied',
      status: 403,
      message: 'Access Denied',
    });
    const url = await presign(300);
    url.headers = { host: '127.0.0.1:4321', authorization: 'AWS4-HMAC-SHA256 Credential=local/x' };
    expect(await refusal(verifier.verify(arrived(url), AT))).toMatchObject({
      code: 'InvalidArgument',
      status: 400,
    });
  });
});

describe('SigV4 dates', () => {
  it('reads yyyymmddThhmmssZ and nothing else', () => {
    expect(parseAmzDate('20260302T030405Z')?.toISOString()).toBe('2026-03-02T03:04:05.000Z');
    expect(parseAmzDate('20260230T030405Z')).toBeUndefined();
    expect(parseAmzDate('2026-03-02T03:04:05Z')).toBeUndefined();
    expect(parseAmzDate(null)).toBeUndefined();
  });
});
