import { audiencesOfListener, SOCKET_TICKET_SECONDS } from '@ezc/domain';
import { contextApp, defineRoute, jsonResponse, platform, signAccessToken, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { feedAfter } from './feed';

const ticketRoute = defineRoute({
  method: 'post',
  path: '/realtime/ticket',
  summary: 'A one-minute ticket to open the WebSocket with (`/ws?token=`)',
  description:
    'Browsers cannot set headers on a WebSocket and the WebSocket API is not on the site origin, so the ' +
    'page asks for a short-lived ticket of its own session and passes it in the connection address. The ' +
    'ticket is its own token type: it opens a socket and is refused everywhere else.',
  tags: ['Real time'],
  access: signedIn({ passive: true }),
  responses: { 200: jsonResponse(z.object({ token: z.string(), expires_in: z.number() }), 'The ticket') },
});

const eventsRoute = defineRoute({
  method: 'get',
  path: '/realtime/events',
  summary: 'The pushes since a moment, for pages that cannot keep a WebSocket open (polling)',
  tags: ['Real time'],
  access: signedIn({ passive: true }),
  request: { query: z.object({ after: z.iso.datetime({ offset: true }) }) },
  responses: {
    200: jsonResponse(
      z.object({ Data: z.array(z.record(z.string(), z.unknown())), Count: z.number() }),
      'Pushes after the given moment, oldest first',
    ),
  },
});

/**
 * Real time: tickets for the WebSocket and the polling feed; the pushes are the bus consumers.
 * Both calls are made by pages on their own, so neither keeps an idle session alive.
 */
export const app = contextApp()
  .openapi(eventsRoute, async (c) => {
    const { after } = c.req.valid('query');
    const audiences = audiencesOfListener(c.get('principal')!);
    const messages = await feedAfter(platform(), audiences, new Date(after).toISOString());
    return c.json({ Data: messages, Count: messages.length }, 200);
  })
  .openapi(ticketRoute, async (c) => {
    const principal = c.get('principal')!;
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
      SOCKET_TICKET_SECONDS,
      'ws',
    );
    return c.json({ token, expires_in: SOCKET_TICKET_SECONDS }, 200);
  });
