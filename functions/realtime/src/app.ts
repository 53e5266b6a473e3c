import { contextApp, defineRoute, jsonResponse, platform, signAccessToken, signedIn } from '@ezc/platform';
import { z } from '@hono/zod-openapi';

/** How long a WebSocket ticket can be used to connect. */
const TICKET_SECONDS = 60;

const ticketRoute = defineRoute({
  method: 'post',
  path: '/realtime/ticket',
  summary: 'A one-minute token to open the WebSocket with (`/ws?token=`)',
  description:
    'Browsers cannot set headers on a WebSocket and the WebSocket API is not on the site origin, so the ' +
    'page asks for a short-lived token of its own session and passes it in the connection address.',
  tags: ['Real time'],
  access: signedIn(),
  responses: {
    200: jsonResponse(z.object({ token: z.string(), expires_in: z.number() }), 'The ticket'),
  },
});

/** Real time: tickets for the WebSocket; the pushes themselves are the bus consumers. */
export const app = contextApp().openapi(ticketRoute, async (c) => {
  const principal = c.var.principal!;
  const token = await signAccessToken(
    {
      sub: principal.id,
      kind: principal.kind,
      sid: principal.sessionId,
      roles: principal.roles,
      privileges: principal.kind === 'service' ? principal.privileges : [],
      ...(principal.name ? { name: principal.name } : {}),
      ...(principal.customerId ? { cid: principal.customerId } : {}),
    },
    platform().tokenSecret,
    Math.floor(Date.now() / 1000),
    TICKET_SECONDS,
  );
  return c.json({ token, expires_in: TICKET_SECONDS }, 200);
});
