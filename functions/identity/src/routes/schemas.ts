import { z } from '@hono/zod-openapi';

export const tokenSetSchema = z
  .object({
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    expires_in: z.number(),
    token_type: z.literal('Bearer'),
    session: z.literal('cookie').optional(),
  })
  .openapi('TokenSet', {
    description:
      'Tokens in the body for API clients; with `X-Client: web` they are set as HttpOnly cookies instead.',
  });

export const messageSchema = z.object({ message: z.string() }).openapi('Message');
