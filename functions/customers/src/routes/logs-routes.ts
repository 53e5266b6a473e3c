import { contextApp, defineRoute, jsonBody, jsonResponse, platform, publicAccess } from '@ezc/platform';
import * as z from 'zod';
import { customersPorts } from '../ports';
import { recordClientError } from '../use-cases/record-client-error';

const logRoute = defineRoute({
  method: 'post',
  path: '/logs',
  summary: 'The site reports an error it met (kept in the logs without personal data)',
  description:
    'Reports are scrubbed of e-mail addresses, identity and phone numbers, tokens and URL queries, and are limited ' +
    'to 30 a minute per address (429 beyond). The answer names the id the report is logged under.',
  tags: ['Common service'],
  access: publicAccess('Errors on the sign-in pages are reported before anyone is signed in'),
  request: {
    body: jsonBody(
      z.object({
        Message: z.string().min(1).max(1000),
        Stack: z.string().max(8000).optional(),
        Status: z.number().int().min(0).max(999).optional(),
        Url: z.string().max(2000).optional(),
        RequestId: z.string().max(100).optional(),
      }),
    ),
  },
  responses: { 202: jsonResponse(z.object({ RequestId: z.string() }), 'Logged') },
});

export const logsRoutes = contextApp().openapi(logRoute, async (c) => {
  await recordClientError(customersPorts(platform()), {
    ...c.req.valid('json'),
    ip: c.get('clientIp'),
    accountId: c.get('principal')?.id,
  });
  return c.json({ RequestId: c.get('requestId') }, 202);
});
