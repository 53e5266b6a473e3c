import { type Language, ruleTextKey, type ServerTextKey, translate } from '@ezc/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { ValidationTargets } from 'hono/types';
import type * as z from 'zod';
import { HttpProblem } from './problem';
import type { RouteRequest } from './route';
import type { AppEnv } from './types';

/**
 * An issue's text in `lang`. The domain's field rules name their catalogue text in
 * `params.textKey` (with its values); other issues keep zod's English.
 */
export function issueText(issue: z.core.$ZodIssue, lang: Language = 'en'): string {
  const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
  const key = params?.textKey ?? ruleTextKey(issue.message);
  if (lang === 'en' || typeof key !== 'string') return issue.message;
  const values = Object.fromEntries(
    Object.entries(params ?? {}).filter((e): e is [string, string | number] =>
      ['string', 'number'].includes(typeof e[1]),
    ),
  );
  return translate(lang, key as ServerTextKey, values);
}

/** `LoanNo: Required; Rows: Too small` — the first few issues, named by field. */
export function describeZodError(error: z.ZodError, lang: Language = 'en'): string {
  const issues = error.issues.slice(0, 5).map((i) => {
    const path = i.path.join('.');
    return path ? `${path}: ${issueText(i, lang)}` : issueText(i, lang);
  });
  return issues.join('; ');
}

/** Each failing field's first text, by its dotted path: what a form shows by the field. */
export function fieldErrors(error: z.ZodError, lang: Language = 'en'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (path && !(path in fields)) fields[path] = issueText(issue, lang);
  }
  return fields;
}

type Target = keyof ValidationTargets & ('json' | 'query' | 'param');

const isJson = (contentType: string) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType);

/** A repeated query parameter is a list; a single one a string. */
function queryOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [
      name,
      values.length === 1 ? values[0]! : values,
    ]),
  );
}

/**
 * The body as JSON. No body at all reads as `{}`, so a missing field is named like any other; a
 * form (accepted by the edge for uploads) sent to a JSON route is the wrong media type.
 */
async function jsonOf(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type && isJson(type)) return c.req.json();
  if (!type && (await c.req.text()) === '') return {};
  throw new HttpProblem(415, 'HTTP.UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
}

const readers: Record<Target, (c: Context) => unknown> = {
  json: jsonOf,
  query: queryOf,
  param: (c) => c.req.param(),
};

function validate(target: Target, schema: z.ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const parsed = await schema.safeParseAsync(await readers[target](c));
    if (!parsed.success) {
      const lang = c.get('lang') ?? 'en';
      throw new HttpProblem(
        400,
        'VALIDATION.INVALID_INPUT',
        describeZodError(parsed.error, lang),
        fieldErrors(parsed.error, lang),
      );
    }
    c.req.addValidatedData(target, parsed.data as object);
    await next();
  };
}

/** The validators of a route's declared input: path, then query, then body. */
export function inputValidators(request: RouteRequest | undefined): MiddlewareHandler<AppEnv>[] {
  if (!request) return [];
  return [
    ...(request.params ? [validate('param', request.params)] : []),
    ...(request.query ? [validate('query', request.query)] : []),
    ...(request.body ? [validate('json', request.body.content['application/json'].schema)] : []),
  ];
}
