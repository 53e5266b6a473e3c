import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { HttpHandler } from '@smithy/protocol-http';

/** Where an AWS SDK client sends its calls: the region's service, or a local stand-in. */
export interface AwsClientOptions {
  region: string;
  /** A local stand-in's address (DynamoDB Local, the document store); the region's own when omitted. */
  endpoint?: string;
  /**
   * `endpoint` is AWS's own rather than a stand-in (a WebSocket API's callback URL), so calls to it
   * are signed with the function's role like any other call to AWS.
   */
  endpointInAws?: boolean;
  /** Takes each call in place of the network: a stand-in in the same process (the local S3 store). */
  handler?: HttpHandler;
  /** A stand-in's own keys, in place of the fixed local ones. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Local stand-ins are signed with fixed keys, so nothing real is ever sent to them. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/** Tries in all, the first included, of a throttled, timed-out or failed call (the SDK's standard mode). */
export const AWS_MAX_ATTEMPTS = 3;
/** A connection to AWS comes up in well under a second; one that does not is tried again. */
export const AWS_CONNECT_TIMEOUT_MS = 3_000;
/** An answer (or the next bytes of it) that has not come in this time is given up and tried again. */
export const AWS_SOCKET_TIMEOUT_MS = 30_000;
/** Calls in flight at once per process and host; a Lambda serves one request at a time. */
const MAX_SOCKETS = 64;

let shared: NodeHttpHandler | undefined;

/**
 * One HTTP handler for every client of the process: connections are kept alive between calls
 * (a new TLS handshake costs more than most calls) and shared by the clients that talk to the
 * same host.
 */
function requestHandler(): NodeHttpHandler {
  shared ??= new NodeHttpHandler({
    httpAgent: new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    connectionTimeout: AWS_CONNECT_TIMEOUT_MS,
    requestTimeout: AWS_SOCKET_TIMEOUT_MS,
  });
  return shared;
}

/**
 * The settings every AWS SDK client of the product is made with. In AWS the credentials are the
 * SDK's own chain (a Lambda's role, from its environment); with a stand-in's endpoint, the local keys.
 */
export function awsClientConfig({ region, endpoint, endpointInAws, handler, credentials }: AwsClientOptions) {
  return {
    region,
    maxAttempts: AWS_MAX_ATTEMPTS,
    retryMode: 'standard' as const,
    requestHandler: handler ?? requestHandler(),
    ...(endpoint
      ? { endpoint, ...(endpointInAws ? {} : { credentials: credentials ?? localCredentials }) }
      : {}),
  };
}
