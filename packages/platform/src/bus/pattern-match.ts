import type { EventPattern } from './rules';

/**
 * EventBridge content filtering, for the local bus. Supports what our rules use: exact values,
 * prefix, suffix, anything-but, exists and nested objects. Unknown operators never match, so a
 * rule written with one fails loudly in tests rather than silently matching everything.
 */
export function matchesPattern(event: Record<string, unknown>, pattern: EventPattern): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = event[field];
    if (Array.isArray(expected)) return expected.some((m) => matchValue(actual, m));
    if (expected && typeof expected === 'object') {
      return (
        actual !== null &&
        typeof actual === 'object' &&
        !Array.isArray(actual) &&
        matchesPattern(actual as Record<string, unknown>, expected as EventPattern)
      );
    }
    return false;
  });
}

function matchValue(actual: unknown, matcher: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((a) => matchValue(a, matcher));
  if (matcher === null || typeof matcher !== 'object') return actual === matcher;
  const m = matcher as Record<string, unknown>;
  if ('prefix' in m) return typeof actual === 'string' && actual.startsWith(String(m.prefix));
  if ('suffix' in m) return typeof actual === 'string' && actual.endsWith(String(m.suffix));
  if ('exists' in m) return m.exists ? actual !== undefined : actual === undefined;
  if ('anything-but' in m) {
    const but = m['anything-but'];
    const list = Array.isArray(but) ? but : [but];
    return actual !== undefined && !list.includes(actual);
  }
  return false;
}
