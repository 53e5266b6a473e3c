import { type EventEnvelope, eventEnvelopeSchema } from '@ezc/domain';
import { handle } from 'hono/aws-lambda';
import type { Consumer } from '../bus/bus';
import { recordDeadLetter } from '../bus/dead-letter';
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
 * A delivery that matches none of this context's consumers (a rule deployed ahead of its code) is
 * kept as a dead letter and logged, never dropped in silence; a consumer's failure is thrown, so
 * EventBridge retries it and then moves it to the rule's dead-letter queue.
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
      const matched = rules.filter((r) =>
        matchesPattern(event as unknown as Record<string, unknown>, r.pattern),
      );
      const handled = matched.filter((r) => consumers[r.name]);
      for (const rule of handled) await consumers[rule.name]!(envelope);
      if (handled.length === 0) {
        const p = platform();
        const rule = matched[0]?.name ?? `${context}-unmatched`;
        await recordDeadLetter(
          p,
          rule,
          envelope,
          `No consumer in the ${context} function for ${envelope.name}`,
        );
      }
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: API Gateway event shapes are validated by Hono's adapter.
    return http(event as any, lambdaContext as any);
  };
}
