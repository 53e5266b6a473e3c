import type { paths } from './api-types';

/**
 * What the generated API types say about each documented call, in the shape the typed client
 * needs: which paths take a method, and their body, query, path parameters and success answer.
 * Types only: nothing here reaches the browser.
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;

/** The documented paths that answer `method`. */
export type PathWith<M extends ApiMethod> = {
  [P in ApiPath]: paths[P][M] extends undefined ? never : P;
}[ApiPath];

export type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body the call takes; a call without one may still be sent `{}`. */
export type BodyOf<O> = O extends { requestBody: infer R }
  ? JsonContent<R>
  : O extends { requestBody?: infer R }
    ? [NonNullable<R>] extends [never]
      ? Record<string, never> | undefined
      : JsonContent<NonNullable<R>> | undefined
    : Record<string, never> | undefined;

type SuccessStatus = 200 | 201 | 202 | 203 | 206;

/** The JSON of the call's success answers. */
export type AnswerOf<O> = O extends { responses: infer R }
  ? { [S in keyof R & SuccessStatus]: JsonContent<R[S]> }[keyof R & SuccessStatus]
  : never;

export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
export type PathParamsOf<O> = O extends { parameters: { path: infer X } } ? NonNullable<X> : never;

/** The JSON body of a documented call, e.g. `ApiBody<'post', '/api/roles/update-privileges'>`. */
export type ApiBody<M extends ApiMethod, P extends PathWith<M>> = NonNullable<BodyOf<Operation<P, M>>>;

/** The JSON success answer of a documented call. */
export type ApiAnswer<M extends ApiMethod, P extends PathWith<M>> = AnswerOf<Operation<P, M>>;
