import { type EventEnvelope, eventEnvelopeSchema } from '@ezc/domain';
import { handle } from 'hono/aws-lambda';
import type { Consumer } from '../bus/bus';
import { matchesPattern } from '../bus/pattern-match';
import { busRules, type ContextName } from '../bus/rules';
import { composeEdge } from '../http/api-edge';
import type { ContextApp } from '../http/context-app';
import { platform } from '../platform';

interface EventBridgeEvent {
  source: string;
  'detail-type': string;
  detail: unknown;
}

const isEventBridgeEvent = (e: unknown): e is EventBridgeEvent =>
  typeof e === 'object' && e !== null && 'detail-type' in e && 'source' in e && 'detail' in e;

/**
 * One Lambda per context: API Gateway requests go to the context's Hono app under `/api`;
 * EventBridge deliveries go to the consumer of the rule that matched, chosen by the same patterns.
 * The API reference is not served here (it is rendered at synthesis and served from the site
 * bucket), so nothing that writes OpenAPI documents is bundled.
 */
export function contextHandler(
  context: ContextName,
  app: ContextApp,
  consumers: Partial<Record<string, Consumer>> = {},
  /** Resolves once the platform is assembled (the AWS cold start). */
  ready: Promise<void> = Promise.resolve(),
) {
  const api = composeEdge([app], {
    log: () => platform().log,
    verifier: () => platform().tokens,
    maxBodyBytes: () => platform().config.MAX_BODY_BYTES,
  });
  const http = handle(api);
  const rules = busRules.filter((r) => r.target === context);
  return async (event: unknown, lambdaContext: unknown) => {
    await ready;
    if (isEventBridgeEvent(event)) {
      const envelope: EventEnvelope = eventEnvelopeSchema.parse(event.detail);
      for (const rule of rules) {
        const consumer = consumers[rule.name];
        if (consumer && matchesPattern(event as unknown as Record<string, unknown>, rule.pattern)) {
          await consumer(envelope);
        }
      }
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: API Gateway event shapes are validated by Hono's adapter.
    return http(event as any, lambdaContext as any);
  };
}
