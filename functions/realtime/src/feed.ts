import type { EventEnvelope } from '@ezc/domain';
import { consumeOnce, type Platform } from '@ezc/platform';

/**
 * The recent pushes of each audience, kept a day: the polling fallback of pages whose network
 * will not carry a WebSocket reads them. Rows: `FEED#<audience>` / `<at>#<event id>`.
 */
const FEED_SECONDS = 24 * 3600;
const feedKey = (audience: string) => `FEED#${audience}`;

export interface FeedMessage {
  type: string;
  at: string;
  [field: string]: unknown;
}

/** Records a push for its audiences, once per event however often it is delivered. */
export async function recordInFeed(
  p: Platform,
  event: EventEnvelope,
  audiences: string[],
  message: FeedMessage,
): Promise<void> {
  await consumeOnce({
    table: p.table,
    consumer: 'realtime-feed',
    eventId: event.id,
    now: p.clock.now().toISOString(),
    effect: async () =>
      audiences.map((audience) => ({
        kind: 'put' as const,
        item: {
          PK: feedKey(audience),
          SK: `${message.at}#${event.id}`,
          EntityType: 'FeedMessage',
          message: JSON.stringify(message),
          expiresAt: Math.floor(Date.now() / 1000) + FEED_SECONDS,
        },
      })),
  });
}

const FEED_PAGE = 50;

/**
 * Access pattern: the pushes after a moment to any of the listener's audiences, oldest first, each
 * once (a push to two of them is one row in each), at most 50.
 */
export async function feedAfter(
  p: Platform,
  audiences: readonly string[],
  after: string,
): Promise<FeedMessage[]> {
  const pages = await Promise.all(
    audiences.map((audience) =>
      p.table.query({ pk: feedKey(audience), sk: { gte: `${after}~` }, limit: FEED_PAGE }),
    ),
  );
  const byPush = new Map(pages.flatMap((page) => page.items).map((i) => [String(i.SK), String(i.message)]));
  return [...byPush.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, FEED_PAGE)
    .map(([, message]) => JSON.parse(message) as FeedMessage);
}
