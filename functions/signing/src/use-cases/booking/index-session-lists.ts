import { hasSearchKeys, unchangedSince, upkeepOnce } from '@ezc/platform';
import type { SigningPorts } from '../../ports';
import { SESSION_SEARCH, sessionListWrites, sessionSearchTerms } from '../../sessions/session-lists';
import { sessionIndexes, signingSessionEntity } from '../../sessions/signing-session';

/**
 * Signing sessions stored before staff's listing read its page from a key get their status entry,
 * their counts and their search keys, once per store. One that has its search keys (its loan
 * number's, which every session keeps) was booked or changed since and listed then, so it is left
 * alone. Each is written in one transaction conditioned on its version.
 */
export function indexSessionLists(deps: Pick<SigningPorts, 'table' | 'clock'>): Promise<number> {
  return upkeepOnce(deps, 'signing-session-lists', sessionIndexes.all, async (item) => {
    const { value } = signingSessionEntity.fromItem(item);
    const id = value.SigningSessionId;
    if (await hasSearchKeys(deps.table, SESSION_SEARCH, id, sessionSearchTerms(value))) return undefined;
    return [unchangedSince(signingSessionEntity.key(id), item), ...sessionListWrites(undefined, value)];
  });
}
