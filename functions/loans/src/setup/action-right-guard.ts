import type { LendingAction } from '@ezc/domain';
import { type AppEnv, platform } from '@ezc/platform';
import type { MiddlewareHandler } from 'hono';
import { loansPorts } from '../ports';
import { requireAction } from './action-rights';

/**
 * A route's action right, checked after its access rule and before its input: a caller whose
 * roles are not granted the action is refused (403) whatever they send, and learns nothing of the
 * input's rules. The use case checks it again, for callers other than routes.
 */
export const actionRight =
  (action: LendingAction): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireAction(loansPorts(platform()), c.get('principal')!, action);
    await next();
  };
