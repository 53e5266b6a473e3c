import { contexts } from '@ezc/contexts';
import type { Consumer } from '@ezc/platform';
import type { ContextName } from '@ezc/platform/bus/rules';
import type { ContextApp } from '@ezc/platform/http/context-app';

/** The route table Hono keeps for each app; all the stack needs from a context's app. */
export interface RoutedApp {
  readonly routes: readonly { readonly method: string; readonly path: string }[];
}

/**
 * Each context's Hono app, read only for its routes, from the one registry of contexts that the
 * local process mounts too (typed by `ContextName`, so a new context must be registered there).
 */
export const contextApps = Object.fromEntries(
  (Object.keys(contexts) as ContextName[]).map((name) => [name, contexts[name].app]),
) as Record<ContextName, ContextApp>;

/** Bus rule name → consumer, for each context: which rules have someone at the other end. */
export const contextConsumers = Object.fromEntries(
  (Object.keys(contexts) as ContextName[]).map((name) => [name, contexts[name].consumers]),
) as Record<ContextName, Partial<Record<string, Consumer>>>;
