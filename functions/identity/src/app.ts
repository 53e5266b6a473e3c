import { contextApp, defineRoute, jsonResponse, publicAccess } from '@ezc/platform';
import * as z from 'zod';
import { consentRoutes } from './routes/consent-routes';
import { passwordRoutes } from './routes/password-routes';
import { registrationRoutes } from './routes/registration-routes';
import { signInRoutes } from './routes/sign-in-routes';
import { usersRoutes } from './routes/users-routes';

const clientRoute = defineRoute({
  method: 'get',
  path: '/client',
  summary: "The caller's IP address, recorded with signatures and approvals",
  tags: ['Authentication and session'],
  access: publicAccess('The login page asks for it before anyone is signed in'),
  responses: { 200: jsonResponse(z.object({ ip: z.string() }), 'The client IP') },
});

/** Identity: sign-in, sessions, password recovery, two-step sign-in, users, roles and privileges. */
export const app = contextApp()
  .openapi(clientRoute, (c) => c.json({ ip: c.get('clientIp') }, 200))
  .route('/', signInRoutes)
  .route('/', passwordRoutes)
  .route('/', registrationRoutes)
  .route('/', usersRoutes)
  .route('/', consentRoutes);
