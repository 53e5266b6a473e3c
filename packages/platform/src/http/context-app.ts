import { type Handler, Hono, type MiddlewareHandler } from 'hono';
import { guard } from './access';
import { honoPath, type RouteConfig } from './route';
import type { RouteHandler } from './route-handler';
import type { AppEnv } from './types';
import { inputValidators } from './validation';

export { describeZodError } from './validation';

type On = (method: string, path: string, ...handlers: (Handler | MiddlewareHandler)[]) => unknown;

const hasDeclarations = (app: object): app is { declarations: readonly RouteConfig[] } =>
  'declarations' in app && Array.isArray(app.declarations);

/** `/loans` + `/{id}` in OpenAPI form. */
function joinPath(prefix: string, path: string): string {
  const head = prefix.replace(/:(\w+)/g, '{$1}').replace(/\/+$/, '');
  return `${head}${path}` || '/';
}

/**
 * A bounded context's Hono app. Routes are declared with `defineRoute` and mounted with
 * `.openapi(route, handler)`: the route's access rule first, then its input validated by its
 * schemas (invalid input answers 400 `{message, code}` naming the fields), then the handler.
 * The declarations are kept (and carried along by `.route()`) so the API document can be made
 * from them elsewhere; nothing here knows how to write one, which keeps the Lambdas small.
 */
export class ContextApp extends Hono<AppEnv> {
  /** Every route declared on this app or on the apps mounted into it, paths in OpenAPI form. */
  readonly declarations: RouteConfig[] = [];

  openapi<const R extends RouteConfig>(route: R, handler: RouteHandler<R>): this {
    this.declarations.push(route);
    const extra = route.middleware === undefined ? [] : [route.middleware].flat();
    (this.on as On)(
      route.method.toUpperCase(),
      honoPath(route.path),
      guard(route.access),
      ...extra,
      ...inputValidators(route.request),
      handler as unknown as Handler,
    );
    return this;
  }

  // biome-ignore lint/suspicious/noExplicitAny: any Hono app can be mounted, as with Hono's own route().
  override route(path: string, app: Hono<any, any, any>): this {
    super.route(path, app);
    if (hasDeclarations(app)) {
      for (const declared of app.declarations) {
        this.declarations.push({ ...declared, path: joinPath(path, declared.path) });
      }
    }
    return this;
  }
}

export function contextApp(): ContextApp {
  return new ContextApp();
}
