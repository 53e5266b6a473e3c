import { type LendingAction, lendingActions, pagingSchema } from '@ezc/domain';
import type { AppEnv } from '@ezc/platform';
import { actorOf, lazyJsonBody, lazyJsonResponse, once, platform, signedIn } from '@ezc/platform';
import type { Context } from 'hono';
import * as z from 'zod';
import { loansPorts } from '../ports';
import { actionRight } from '../setup/action-right-guard';

export { lazyJsonBody, lazyJsonResponse, once };

/** The pieces the lending routes declare alike. */

export const ports = () => loansPorts(platform());
/** Who calls a command: the principal, and the actor its audit row names. */
export const who = (c: Context<AppEnv>) => ({ principal: c.get('principal')!, actor: actorOf(c) });
export const message = z.string();

/**
 * A setup record's commands: staff, then the action right (checked before the input, so a caller
 * without it learns nothing of the input's rules). Spread into the route's declaration.
 */
export function managedBy(action: LendingAction) {
  return {
    access: signedIn({ kinds: ['staff'] }),
    middleware: actionRight(action),
    description: `Needs the action right '${action}' (by default: Admin; an Admin grants it to other roles).`,
  };
}

/** What the caller may do to a kind of setup record now, so a screen offers New, Edit and Delete only then. */
export const actionsAnswer = (action: LendingAction, records: string) =>
  z.array(z.enum(lendingActions)).meta({
    description: `The lending actions the caller may take on ${records} now: ['${action}'] when one of their roles is granted it, else []. The commands check the right again when called.`,
  });

/**
 * A setup listing's declaration: one page of records by the Search filters (an object whose
 * fields are all optional, defaulting to none), and the caller's Actions.
 */
export function setupListing<S extends z.ZodType, A extends z.ZodType>(
  action: LendingAction,
  records: string,
  search: () => S,
  answer: () => A,
) {
  return {
    description: `Actions says whether the caller may manage ${records} now (the action right '${action}'), so a screen shows New, Edit and Delete only to those who may.`,
    request: { body: lazyJsonBody(() => pagingSchema().extend({ Search: search() })) },
    responses: {
      200: lazyJsonResponse(
        () =>
          z.object({ Data: z.array(answer()), Count: z.number(), Actions: actionsAnswer(action, records) }),
        `One page of ${records}, and what the caller may do to ${records}`,
      ),
    },
  };
}
