import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { Access } from './access';
import type { AppEnv } from './types';

/** Every failure answers this body (contract: API conventions). */
export const problemSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Invalid input: each failing field's text, by its dotted path" }),
  })
  .meta({
    id: 'Problem',
    description:
      "A failure: a human message (in the caller's language, except the session-ending 'Unauthorized') and a stable code.",
    examples: [{ message: 'Loan not found', code: 'LOAN.NOT_FOUND' }],
  });

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON request body; the schema parses it (its input is what a caller sends). */
export interface JsonBody<S extends z.ZodType = z.ZodType> {
  readonly required: true;
  readonly description?: string;
  readonly content: { readonly 'application/json': { readonly schema: S } };
}

/** A JSON answer; the schema's output is what the route promises to send. */
export interface JsonResponse<S extends z.ZodType = z.ZodType> {
  readonly description: string;
  readonly content: { readonly 'application/json': { readonly schema: S } };
}

/** An answer that is a file (a PDF, a spreadsheet): its media type, no schema. */
export interface FileResponse<M extends string = string> {
  readonly description: string;
  readonly content: { readonly [K in M]: { readonly schema?: undefined } };
}

export type ResponseDeclaration = JsonResponse | FileResponse;

/** A file part of a multipart form: its field name, what it is, the media types it may be. */
export interface FormFile {
  readonly name: string;
  readonly description: string;
  readonly mediaTypes: readonly string[];
}

/**
 * A multipart/form-data body: its text fields (an object schema, each property one field), then
 * one file part, last. The route reads the form itself as it streams in (the file is never held
 * beyond its limit), parsing the fields with this same schema, so the edge does not read it; the
 * declaration is what the API document says of it.
 */
export interface FormBody<S extends z.ZodType = z.ZodType> {
  readonly required: true;
  readonly description?: string;
  readonly fields: S;
  readonly file: FormFile;
}

export interface RouteRequest {
  readonly body?: JsonBody;
  /** A multipart form instead of a JSON body (an upload). */
  readonly form?: FormBody;
  /** An object schema: each property is a query parameter. */
  readonly query?: z.ZodType;
  /** An object schema: each property is a `{name}` segment of the path. */
  readonly params?: z.ZodType;
}

/**
 * A route as declared: what the API document says about it and what the edge enforces (its access
 * rule, then its input). The path is in OpenAPI form (`/users/{id}`).
 */
export interface RouteConfig {
  readonly method: HttpMethod;
  readonly path: string;
  /** One line, shown in the reference's list of operations. */
  readonly summary: string;
  readonly description?: string;
  /** Declared once for the document, with a description, in api-tags.ts. */
  readonly tags: readonly string[];
  readonly access: Access;
  readonly request?: RouteRequest;
  /** The success answers; the failures every route may give are added to the document. */
  readonly responses: { readonly [status: number]: ResponseDeclaration };
  /**
   * A JSON body larger than the API's usual limit, in bytes (an image sent inline, e.g. a drawn
   * signature). Checked at the edge before the body is read.
   */
  readonly bodyLimitBytes?: number;
  /** Runs after the access rule and before the input is validated. */
  readonly middleware?: MiddlewareHandler<AppEnv> | readonly MiddlewareHandler<AppEnv>[];
}

/** Every declared route's rule, keyed `METHOD /path` (Hono's `:param` form), for the access matrix test. */
export const accessRules = new Map<string, Access>();

/** The routes that take a larger JSON body than the API's limit, keyed `METHOD /path` (no params). */
export const bodyLimits = new Map<string, number>();

/** `/users/{id}` → `/users/:id`. */
export const honoPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/** JSON body helper for route declarations. */
export const jsonBody = <S extends z.ZodType>(schema: S, description?: string): JsonBody<S> => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

/** Multipart form helper for route declarations: the fields' schema, then the file part. */
export const formBody = <S extends z.ZodType>(
  fields: S,
  file: FormFile,
  description?: string,
): FormBody<S> => ({
  required: true,
  ...(description ? { description } : {}),
  fields,
  file,
});

/** JSON response helper for route declarations. */
export const jsonResponse = <S extends z.ZodType>(schema: S, description: string): JsonResponse<S> => ({
  description,
  content: { 'application/json': { schema } },
});

/** A file answer, e.g. `fileResponse('application/pdf', 'The receipt')`. */
export const fileResponse = <M extends string>(mediaType: M, description: string): FileResponse<M> =>
  ({ description, content: { [mediaType]: {} } }) as FileResponse<M>;

/**
 * A route with its access rule. The rule becomes the route's first middleware when the route is
 * mounted (`contextApp().openapi(route, handler)`) and is written into the document, so a route
 * cannot exist without one.
 */
export function defineRoute<const R extends RouteConfig>(config: R): R {
  accessRules.set(`${config.method.toUpperCase()} ${honoPath(config.path)}`, config.access);
  if (config.bodyLimitBytes !== undefined) {
    bodyLimits.set(`${config.method.toUpperCase()} ${config.path}`, config.bodyLimitBytes);
  }
  return config;
}
