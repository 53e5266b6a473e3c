import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * Server output in middleware mode: the local runner (and the Lambda wrapper) import
 * `dist/server/entry.mjs`'s `handler` and serve `dist/client` themselves.
 */
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Sessions would default to files under the cache dir; the product keeps its own session state.
  session: false,
  devToolbar: { enabled: false },
  // No Markdown pages; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  security: {
    // Astro hashes every script and style it emits and sends the policy as a response header
    // for server-rendered pages; the pre-paint script's hash is added per page by the layout.
    csp: {
      directives: [
        "default-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ],
    },
  },
});
