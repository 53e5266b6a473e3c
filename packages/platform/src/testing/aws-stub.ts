import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stub saw it. */
export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** X-Amz-Target, for the JSON protocol. */
  target: string | undefined;
  body: Buffer;
  /** The body parsed, when it was sent as JSON. */
  json: unknown;
  /** The body parsed, when it was sent as a form (the query protocol). */
  form: URLSearchParams | undefined;
  /** A SigV4 Authorization header was present, naming the credential scope. */
  signedWith: string | undefined;
}

export interface StubAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: string | Uint8Array | object;
  /** Drop the connection instead of answering, as a reset network would. */
  reset?: boolean;
}

export interface AwsStub {
  endpoint: string;
  requests: StubRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback standing in for an AWS endpoint in adapter tests: it records each
 * request and answers what `answer` says, so the adapters are driven over the wire, signing and
 * all, with AWS's answers (errors included) written out by the test.
 */
export async function startAwsStub(
  answer: (req: StubRequest, index: number) => StubAnswer | Promise<StubAnswer> = () => ({ body: {} }),
): Promise<AwsStub> {
  const requests: StubRequest[] = [];
  let connections = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stub');
    const type = req.headers['content-type'] ?? '';
    const auth = req.headers.authorization;
    const recorded: StubRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      target: req.headers['x-amz-target'] as string | undefined,
      body,
      json: type.includes('json') && body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined,
      form: type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(body.toString('utf8'))
        : undefined,
      signedWith: auth?.startsWith('AWS4-HMAC-SHA256 Credential=')
        ? /Credential=([^,]+)/.exec(auth)?.[1]
        : undefined,
    };
    requests.push(recorded);
    const a = await answer(recorded, requests.length - 1);
    if (a.reset) {
      req.socket.destroy();
      return;
    }
    const isObject = a.body !== undefined && typeof a.body === 'object' && !(a.body instanceof Uint8Array);
    const payload = isObject ? JSON.stringify(a.body) : (a.body as string | Uint8Array | undefined);
    res.writeHead(a.status ?? 200, {
      ...(isObject ? { 'content-type': 'application/x-amz-json-1.0' } : {}),
      ...a.headers,
    });
    res.end(payload);
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
