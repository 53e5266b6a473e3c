import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type HttpHandler, type HttpRequest, HttpResponse } from '@smithy/protocol-http';

type Fetch = (request: Request) => Response | Promise<Response>;

/** RFC 3986's encoding, as the SDK signs a query (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function queryString(query: HttpRequest['query']): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) parts.push(one === null ? encode(name) : `${encode(name)}=${encode(one)}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof Readable) return Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
  if (typeof body === 'string' || body instanceof Uint8Array) return body as BodyInit;
  throw new Error(`A request body of type ${typeof body} cannot be sent in process`);
}

/**
 * An AWS SDK request handler that hands each request, signed as for the network, to a fetch
 * function in the same process (the local S3 store's routes): the store checks it exactly as it
 * checks a browser's, and the product's own calls need no socket, nor the server to be listening
 * yet (the demo data is stored before it is).
 */
export function inProcessHandler(fetch: Fetch): HttpHandler {
  return {
    async handle(request: HttpRequest) {
      const port = request.port ? `:${request.port}` : '';
      const url = `${request.protocol}//${request.hostname}${port}${request.path}${queryString(request.query)}`;
      const body = bodyOf(request.body);
      const answer = await fetch(
        new Request(url, {
          method: request.method,
          headers: request.headers,
          ...(body === undefined ? {} : { body, duplex: 'half' }),
        } as RequestInit),
      );
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return {
        response: new HttpResponse({
          statusCode: answer.status,
          reason: answer.statusText,
          headers,
          body: answer.body
            ? Readable.fromWeb(answer.body as unknown as WebReadableStream<Uint8Array>)
            : Readable.from([]),
        }),
      };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
  };
}
