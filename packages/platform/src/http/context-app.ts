import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './types';

/** `LoanNo: Required; Rows: Too small` — the first few issues, named by field. */
export function describeZodError(error: ZodError): string {
  const issues = error.issues.slice(0, 5).map((i) => {
    const path = i.path.join('.');
    return path ? `${path}: ${i.message}` : i.message;
  });
  return issues.join('; ');
}

/**
 * A bounded context's Hono app. Routes are declared with `defineRoute` and chained on it; invalid
 * input answers 400 `{message, code}` naming the fields.
 */
export function contextApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: describeZodError(result.error), code: 'VALIDATION.INVALID_INPUT' }, 400);
      }
    },
  });
}

export type ContextApp = ReturnType<typeof contextApp>;
