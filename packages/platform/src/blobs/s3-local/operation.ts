import type { S3LocalStore } from './object-store';
import type { ArrivedRequest, Authentication } from './request-signature';

/** What every operation of the local S3 works with. */
export interface OperationSettings {
  region: string;
  /** Largest object a PUT or a POST may carry. */
  maxObjectBytes: number;
  /** The key answered for aws:kms when a write names none (S3's account default key). */
  defaultKmsKeyId: string;
}

export interface Operation {
  store: S3LocalStore;
  req: ArrivedRequest;
  body: ReadableStream<Uint8Array> | null;
  settings: OperationSettings;
}

/** An object operation, once the request's signature has been checked. */
export interface SignedOperation extends Operation {
  auth: Authentication;
}

/** A request header by lowercase name, undefined when absent. */
export function headerOf(op: Operation): (name: string) => string | undefined {
  return (name) => op.req.headers.get(name) ?? undefined;
}

/** The request body's chunks as they arrive; stopping early lets go of the rest of the stream. */
export async function* streamChunks(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
