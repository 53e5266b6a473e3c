/**
 * A module that the deployed function keeps in a file of its own beside `index.mjs` (the infra's
 * `lazyModules`), so the cold start skips it and only the calls that need it pay for loading it.
 *
 * `base` is the caller's `import.meta.url`. Run from the repository, that is the caller's
 * TypeScript source and the module is the `.ts` file beside it; bundled, it is `index.mjs` and the
 * module is the `.mjs` file the deployment writes beside it. The specifier is computed, so the
 * bundler leaves the import to run time instead of inlining the module.
 *
 * The module is imported on first use and kept; a failed import is tried again on the next call,
 * so one bad moment does not break the warm container for good.
 */
export function lazyModule<T>(base: string, name: string): () => Promise<T> {
  const url = new URL(base.endsWith('.ts') ? `./${name}.ts` : `./${name}.mjs`, base).href;
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= (import(url) as Promise<T>).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
