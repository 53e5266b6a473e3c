import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { type Access, describeAccess, guard } from './access';

export const problemSchema = z
  .object({ message: z.string(), code: z.string() })
  .openapi('Problem', { example: { message: 'Loan not found', code: 'LOAN.NOT_FOUND' } });

const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: problemSchema } },
});

/** The failure answers every route may give, documented once. */
export const standardProblems = {
  400: problem('The input is malformed or invalid'),
  401: problem('Missing, expired or revoked token: {"message":"Unauthorized"}'),
  403: problem('Signed in, but without the right'),
  404: problem('The object does not exist'),
  409: problem('The object changed meanwhile, or already exists'),
  422: problem('A business rule refuses the request'),
  429: problem('Too many attempts'),
} as const;

/** Every declared route's rule, keyed `METHOD /path` (Hono's `:param` form), for the access matrix test. */
export const accessRules = new Map<string, Access>();
const honoPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** JSON body helper for route declarations. */
export const jsonBody = <T extends z.ZodType>(schema: T, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

/** JSON response helper for route declarations. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A route with its access rule. The rule becomes the route's first middleware and is written into
 * the OpenAPI operation as `x-access`, so a route cannot exist without one.
 */
export function defineRoute<R extends RouteConfig>(config: R & { access: Access }) {
  const { access, middleware, ...rest } = config;
  accessRules.set(`${config.method.toUpperCase()} ${honoPath(config.path)}`, access);
  const extra = Array.isArray(middleware) ? middleware : middleware ? [middleware] : [];
  return createRoute({
    ...rest,
    ...('public' in access ? {} : { security: [{ bearerAuth: [] }] }),
    'x-access': describeAccess(access),
    middleware: [guard(access), ...extra],
    responses: { ...standardProblems, ...rest.responses },
  } as unknown as R);
}
