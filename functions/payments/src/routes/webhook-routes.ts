import { mandateAnswers, webhookBadSignature } from '@ezc/domain';
import {
  type Actor,
  type AppEnv,
  contextApp,
  defineRoute,
  lazyJsonBody,
  lazyJsonResponse,
  publicAccess,
} from '@ezc/platform';
import { verifyWebhook } from '@ezc/platform/webhooks/webhook-signature';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { receiveMandateCallback } from '../use-cases/mandates/receive-mandate-callback';
import { dataOf, ports } from './route-parts';

/**
 * The signature is checked over the body's bytes as they arrived, before anything parses them
 * (the parsed JSON, written again, need not be the same bytes), against the business clock. With no
 * secret configured nothing is accepted: an empty key would let anyone sign.
 */
const signedByProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { clock, webhookSecret } = ports();
  const rawBody = new Uint8Array(await c.req.arrayBuffer());
  const verdict = verifyWebhook({
    header: c.req.header('x-signature'),
    rawBody,
    secret: webhookSecret,
    now: clock.now(),
  });
  if (!webhookSecret || !verdict.ok) {
    c.get('log')?.warn('webhook.e-mandate.refused', { reason: verdict.ok ? 'no-secret' : verdict.reason });
    throw webhookBadSignature();
  }
  await next();
};

const providerActor = (c: { var: AppEnv['Variables'] }): Actor => ({
  id: 'e-mandate-provider',
  kind: 'system',
  name: 'E-mandate provider',
  ip: c.var.clientIp,
});

const eMandateRoute = defineRoute({
  method: 'post',
  path: '/webhooks/e-mandate',
  summary: "The e-mandate provider's answer to a registration: Approved → 'Active', Rejected → 'Rejected'",
  description:
    'Signed by the provider: header `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. A missing, invalid or stale (more than 5 minutes from now, either way) signature answers 401 and changes nothing. Each EventId is applied once: a repeat answers 200 with Applied false and changes nothing, as does an answer about a registration the loan has since replaced.',
  tags: ['Webhooks'],
  access: publicAccess('The provider calls it; its HMAC signature is checked instead of a token'),
  middleware: signedByProvider,
  request: {
    body: lazyJsonBody(() =>
      z.object({
        EventId: z.string().trim().min(1).max(100),
        MandateId: z.string().trim().min(1).max(100),
        Status: z.enum(mandateAnswers),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        dataOf(
          z.object({
            EventId: z.string(),
            MandateId: z.string(),
            LoanNo: z.string(),
            Status: z.string().meta({ description: "The loan's mandate status after the call" }),
            Applied: z
              .boolean()
              .meta({ description: 'False for a repeated EventId or a replaced registration' }),
          }),
        ),
      'The callback was received',
    ),
  },
});

export const webhookRoutes = contextApp().openapi(eMandateRoute, async (c) =>
  c.json({ Data: await receiveMandateCallback(ports(), providerActor(c), c.req.valid('json')) }, 200),
);
