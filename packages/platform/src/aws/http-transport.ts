import type { Agent, ClientRequest, IncomingMessage, RequestOptions } from 'node:http';

/** An answer read to its end: the connection is back in the pool by the time it is returned. */
export interface AwsResponse {
  status: number;
  header(name: string): string | undefined;
  body: Buffer;
}

type Requester = (url: URL, options: RequestOptions, done: (res: IncomingMessage) => void) => ClientRequest;

// Loaded on the first call rather than at import, so a cold start does not pay for TLS before it
// needs it (the Lambda runtime has node:http loaded already). Connections stay open between calls
// and between invocations of a warm Lambda, so only the first call pays for the handshakes.
const clients: Partial<Record<string, Promise<{ request: Requester; agent: Agent }>>> = {};
function client(protocol: string) {
  clients[protocol] ??= (protocol === 'https:' ? import('node:https') : import('node:http')).then((m) => ({
    request: m.request as Requester,
    agent: new m.Agent({ keepAlive: true }),
  }));
  return clients[protocol];
}

/**
 * One HTTP exchange on node:http. Node's fetch would do, but it costs about a millisecond more CPU
 * per call, and a request handler makes several table calls.
 */
export async function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<AwsResponse> {
  const { request, agent } = await client(url.protocol === 'https:' ? 'https:' : 'http:');
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = res.headers;
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const v = raw[name.toLowerCase()];
              return Array.isArray(v) ? v.join(', ') : v;
            },
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
