import { randomUUID } from 'node:crypto';
import type { Clock } from '@ezc/platform';
import { verifySignUpLink } from '@ezc/platform/webhooks/sign-up-link';
import { signWebhook } from '@ezc/platform/webhooks/webhook-signature';
import { type Context, Hono } from 'hono';

export interface EmandateSimulatorDeps {
  clock: Clock;
  /** The key the provider and the product share (EMANDATE_WEBHOOK_SECRET): it signs the callbacks and the sign-up links. */
  secret: string;
  /** The product's own webhook, called over HTTP as the provider would. */
  webhookUrl(): string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>Simulated e-mandate provider (local only): the bank's answer is sent to the product as a signed webhook.</p>
${body}
</main>
</body>
</html>`;

/** A link the product did not give for that mandate (or none): nothing is sent to the product. */
const badLink = (c: Context) =>
  c.html(
    page(
      'E-mandate sign-up',
      '<p role="alert">This sign-up link is not valid. Open the link the loan page gave you.</p>',
    ),
    403,
  );

/** Where the local process mounts the simulated provider, under the API. */
export const SIMULATOR_PATH = '/api/dev/e-mandate';

/**
 * Whether a request is the simulated provider's own. The real provider's page is on the bank's
 * origin, where the product's session cookie is never sent; served on the product's origin, the
 * simulator's form would carry the signed-in user's cookie and be refused for want of a CSRF
 * token it has no business holding. Its requests are therefore read as anonymous (the cookie is
 * ignored): it acts on no one's session — its only authority is the signed sign-up link the
 * product gave the borrower and the webhook secret, as the provider's — so nothing a forged form
 * could borrow is lost, and every product route keeps its CSRF check. For the same reason it does
 * not ask for the local helpers' dev token. It exists only in the local process.
 */
export const isSimulatorPath = (path: string) => path.startsWith(`${SIMULATOR_PATH}/`);

/**
 * The local stand-in for the e-mandate provider (never deployed): its sign-up page, where the
 * borrower's bank approves or rejects the mandate, and the signed callback it then sends to the
 * product's real webhook, exactly as the provider would.
 */
export function eMandateSimulatorRoutes(deps: EmandateSimulatorDeps) {
  return new Hono()
    .get('/sign-up', (c) => {
      const mandateId = c.req.query('MandateId')?.trim() ?? '';
      if (!mandateId) {
        return c.html(page('E-mandate sign-up', '<p role="alert">The link names no mandate.</p>'), 400);
      }
      const signature = c.req.query('Signature') ?? '';
      if (!verifySignUpLink(deps.secret, mandateId, signature)) return badLink(c);
      const id = escapeHtml(mandateId);
      return c.html(
        page(
          'E-mandate sign-up',
          `<p>Mandate <strong>${id}</strong> is waiting for your bank's authorisation.</p>
<form method="post" action="${SIMULATOR_PATH}/answer">
<input type="hidden" name="MandateId" value="${id}">
<input type="hidden" name="Signature" value="${escapeHtml(signature)}">
<fieldset>
<legend>Your bank's decision</legend>
<label for="event-id">Event id (leave empty for a new one)</label>
<input id="event-id" name="EventId" type="text" autocomplete="off">
</fieldset>
<button type="submit" name="Status" value="Approved">Approve mandate</button>
<button type="submit" name="Status" value="Rejected">Reject mandate</button>
</form>`,
        ),
      );
    })
    .post('/answer', async (c) => {
      const form = await c.req.parseBody();
      const mandateId = typeof form.MandateId === 'string' ? form.MandateId.trim() : '';
      const status = form.Status === 'Approved' || form.Status === 'Rejected' ? form.Status : undefined;
      if (!mandateId || !status) {
        return c.html(page('E-mandate answer', '<p role="alert">Choose Approve or Reject.</p>'), 400);
      }
      const signature = typeof form.Signature === 'string' ? form.Signature : undefined;
      if (!verifySignUpLink(deps.secret, mandateId, signature)) return badLink(c);
      const eventId =
        typeof form.EventId === 'string' && form.EventId.trim() ? form.EventId.trim() : `EVT-${randomUUID()}`;
      const rawBody = JSON.stringify({ EventId: eventId, MandateId: mandateId, Status: status });
      const t = Math.floor(deps.clock.now().getTime() / 1000);
      const res = await fetch(deps.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signWebhook(deps.secret, t, rawBody) },
        body: rawBody,
      });
      const answer = (await res.json().catch(() => ({}))) as {
        Data?: { LoanNo?: string; Status?: string };
        message?: string;
      };
      const loanNo = answer.Data?.LoanNo;
      const outcome = res.ok
        ? `<p role="status">The product answered ${res.status}: the mandate is now '${escapeHtml(answer.Data?.Status ?? '')}'.</p>`
        : `<p role="alert">The product answered ${res.status}: ${escapeHtml(answer.message ?? 'no message')}</p>`;
      const back = loanNo
        ? `<p><a href="/loan/view/${encodeURIComponent(loanNo)}">Back to loan ${escapeHtml(loanNo)}</a></p>`
        : '';
      return c.html(page('E-mandate answer', `${outcome}${back}`), res.ok ? 200 : 502);
    });
}
