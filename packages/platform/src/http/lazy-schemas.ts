import * as z from 'zod';
import { type JsonResponse, jsonBody } from './route';

/** The value `build` makes, made on the first call and kept. */
export function once<T>(build: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: build() };
    return made.value;
  };
}

/**
 * A JSON answer whose schema is built when first read. Only the API document reads an answer's
 * schema (a route validates its input, never its answer), and zod builds schemas eagerly:
 * declaring every answer at import would add to the Lambda's cold start for nothing.
 */
export function lazyJsonResponse<S extends z.ZodType>(build: () => S, description: string): JsonResponse<S> {
  const schema = once(build);
  return {
    description,
    content: {
      'application/json': {
        get schema() {
          return schema();
        },
      },
    },
  };
}

/**
 * A JSON body whose schema zod builds on the first request that reads it (or for the API document),
 * for the reason `lazyJsonResponse` gives: a Lambda serves a few of its routes per container.
 */
export const lazyJsonBody = <S extends z.ZodType>(build: () => S, description?: string) =>
  jsonBody(z.lazy(build), description);
