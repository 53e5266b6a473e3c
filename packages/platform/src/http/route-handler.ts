import type { Context, Next, TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import type { StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type * as z from 'zod';
import type { RouteConfig } from './route';
import type { AppEnv } from './types';

/**
 * The types a route declaration gives its handler: `c.req.valid('json' | 'query' | 'param')` is
 * what the schemas output, `c.req.param()` knows the path's names, and the answer must be one the
 * route declares (so the document cannot drift from what the handler sends).
 */

type Part<T, S> = [S] extends [never]
  ? BlankInput
  : [S] extends [z.ZodType]
    ? { in: { [K in T & string]: z.input<S> }; out: { [K in T & string]: z.output<S> } }
    : BlankInput;

type BodySchema<R extends RouteConfig> = R['request'] extends {
  body: { content: { 'application/json': { schema: infer S } } };
}
  ? S
  : never;
type QuerySchema<R extends RouteConfig> = R['request'] extends { query: infer S } ? S : never;
type ParamSchema<R extends RouteConfig> = R['request'] extends { params: infer S } ? S : never;

export type RouteInput<R extends RouteConfig> = Part<'json', BodySchema<R>> &
  Part<'query', QuerySchema<R>> &
  Part<'param', ParamSchema<R>>;

/** `/users/{id}` → `/users/:id`, as a type. */
export type HonoPathOf<P extends string> = P extends `${infer Start}{${infer Name}}${infer Rest}`
  ? `${Start}:${Name}${HonoPathOf<Rest>}`
  : P;

type AnswerFor<Declared, Code> = Code extends StatusCode
  ? Declared extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
    ? TypedResponse<JSONParsed<z.output<S>>, Code, 'json'>
    : // A file answer: its body is whatever the handler streams.
      Response
  : never;

export type RouteAnswer<R extends RouteConfig> = {
  [Code in keyof R['responses'] & number]: AnswerFor<R['responses'][Code], Code>;
}[keyof R['responses'] & number];

type MaybePromise<T> = T | Promise<T>;

export type RouteHandler<R extends RouteConfig> = (
  c: Context<AppEnv, HonoPathOf<R['path']>, RouteInput<R>>,
  next: Next,
) => MaybePromise<RouteAnswer<R>>;
