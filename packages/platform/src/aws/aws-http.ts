import { AwsV4Signer } from 'aws4fetch';
import { awsErrorFrom } from './aws-error';
import type { AwsCredentials } from './credentials';
import { type AwsResponse, exchange } from './http-transport';
import { type RetryOptions, withRetries } from './retry';

export interface AwsHttpOptions {
  /** The service's signing name: dynamodb, s3, events, ses, sns, scheduler, execute-api, ... */
  service: string;
  region: string;
  /** Origin and optional base path, e.g. https://dynamodb.ap-southeast-1.amazonaws.com. */
  endpoint: string;
  credentials: AwsCredentials;
  retry?: RetryOptions;
}

export interface AwsRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Below the endpoint, already URI-encoded, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/**
 * One AWS service endpoint: SigV4-signed requests (aws4fetch's signer) over kept-alive
 * connections. A non-2xx answer becomes an AwsError; throttling, 5xx and broken connections are
 * retried with backoff, each attempt signed afresh.
 */
export class AwsHttp {
  readonly endpoint: string;
  // The derived signing key changes once a day; aws4fetch keeps it here instead of re-deriving it.
  private readonly keyCache = new Map<string, ArrayBuffer>();

  constructor(private readonly options: AwsHttpOptions) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
  }

  async send(req: AwsRequest): Promise<AwsResponse> {
    const url = this.url(req);
    return withRetries(async () => {
      const signed = await this.signer({
        url,
        method: req.method,
        headers: req.headers,
        body: req.body,
      }).sign();
      const res = await exchange(signed.url, signed.method, Object.fromEntries(signed.headers), req.body);
      if (res.status >= 200 && res.status < 300) return res;
      throw awsErrorFrom(res);
    }, this.options.retry);
  }

  /** A query-signed URL for `req` (S3 presigned GET), valid for `expiresInSeconds`. */
  async presign(req: AwsRequest, expiresInSeconds: number, now = new Date()): Promise<string> {
    const url = new URL(this.url(req));
    url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
    const signed = await this.signer({
      url: url.toString(),
      method: req.method,
      headers: req.headers,
      signQuery: true,
      datetime: amzDate(now),
    }).sign();
    return signed.url.toString();
  }

  private url(req: AwsRequest): string {
    const query = req.query ? new URLSearchParams(req.query).toString() : '';
    return `${this.endpoint}${req.path}${query ? `?${query}` : ''}`;
  }

  private signer(input: {
    url: string;
    method: string;
    headers?: Record<string, string> | undefined;
    body?: string | Uint8Array | undefined;
    signQuery?: boolean;
    datetime?: string;
  }) {
    const { credentials, service, region } = this.options;
    return new AwsV4Signer({
      url: input.url,
      method: input.method,
      ...(input.headers ? { headers: input.headers } : {}),
      ...(input.body !== undefined ? { body: input.body as BodyInit } : {}),
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
      service,
      region,
      cache: this.keyCache,
      ...(input.signQuery ? { signQuery: true } : {}),
      ...(input.datetime ? { datetime: input.datetime } : {}),
    });
  }
}

/** SigV4's timestamp form: 20151229T000000Z. */
export function amzDate(d: Date): string {
  return d.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/** The service's regional endpoint in the standard partition. */
export function regionalEndpoint(hostPrefix: string, region: string): string {
  return `https://${hostPrefix}.${region}.amazonaws.com`;
}

/** What every AWS adapter is built from; `endpoint` replaces the regional one (tests, local stand-ins). */
export interface AwsServiceOptions {
  region: string;
  credentials: AwsCredentials;
  endpoint?: string;
  retry?: RetryOptions;
}

/** An AwsHttp for `service` (signing name) at its regional host `hostPrefix` or the given endpoint. */
export function serviceHttp(service: string, hostPrefix: string, o: AwsServiceOptions): AwsHttp {
  return new AwsHttp({
    service,
    region: o.region,
    endpoint: o.endpoint ?? regionalEndpoint(hostPrefix, o.region),
    credentials: o.credentials,
    ...(o.retry ? { retry: o.retry } : {}),
  });
}
