import { type SimulatedOutcome, simulatedOutcomes } from '@ezc/domain';
import type { BusinessClock } from '@ezc/platform/clock/clock';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireDevToken } from './dev-token';
import { type EmandateSimulatorDeps, eMandateSimulatorRoutes, isSimulatorPath } from './e-mandate-simulator';

export interface DevDeps {
  /** What the `x-dev-token` header must say (see dev-token.ts). */
  token: string;
  clock: BusinessClock;
  listMessages(to?: string): Promise<unknown[]>;
  /** Relays pending outbox events, runs due schedules and waits for their consumers. */
  runJobs(): Promise<unknown>;
  /** The local identity provider's verdict for the eKYC checks from now on. */
  chooseEkycOutcome(outcome: SimulatedOutcome): Promise<void>;
  /** The simulated e-mandate provider's sign-up page and its signed callbacks. */
  eMandate: Omit<EmandateSimulatorDeps, 'clock'>;
}

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });
const ekycOutcomeBody = z.object({ outcome: z.enum(simulatedOutcomes) });

/**
 * Local-only helpers of the contract (never deployed): the message outbox, the business clock, a
 * way to run due jobs now, the simulated identity provider's eKYC verdict, and the simulated
 * e-mandate provider. Each asks for the process's dev token, but the simulated provider's pages:
 * the borrower's browser reaches them by the signed sign-up link the product gave, as it would the
 * bank's.
 */
export function devRoutes(deps: DevDeps) {
  return new Hono()
    .use('*', requireDevToken(deps.token, isSimulatorPath))
    .get('/outbox', async (c) => {
      const to = c.req.query('to') || undefined;
      return c.json({ Data: await deps.listMessages(to) });
    })
    .get('/clock', (c) => c.json({ now: deps.clock.now().toISOString(), set: deps.clock.isSet }))
    .post('/clock', async (c) => {
      const parsed = clockBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        return c.json(
          {
            message: 'now must be an ISO 8601 timestamp with an offset, e.g. 2026-12-01T09:00:00+08:00',
            code: 'DEV.BAD_CLOCK',
          },
          400,
        );
      }
      deps.clock.set(new Date(parsed.data.now));
      return c.json({ now: deps.clock.now().toISOString() });
    })
    .delete('/clock', (c) => {
      deps.clock.reset();
      return c.json({ now: deps.clock.now().toISOString() });
    })
    .post('/run-jobs', async (c) => c.json({ Data: await deps.runJobs() }))
    .post('/ekyc-outcome', async (c) => {
      const parsed = ekycOutcomeBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) {
        return c.json({ message: 'outcome must be "pass" or "fail"', code: 'DEV.BAD_EKYC_OUTCOME' }, 400);
      }
      await deps.chooseEkycOutcome(parsed.data.outcome);
      return c.json({ outcome: parsed.data.outcome });
    })
    .route('/e-mandate', eMandateSimulatorRoutes({ clock: deps.clock, ...deps.eMandate }));
}
