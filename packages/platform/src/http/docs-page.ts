import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1a2e;background:#f7f8fb}
header{background:#0b3d91;color:#fff;padding:1rem 1.5rem}header a{color:#fff}main{max-width:960px;margin:auto;padding:1rem}
details{background:#fff;border:1px solid #d7dbe7;border-radius:8px;margin:.5rem 0;padding:.5rem 1rem}
summary{cursor:pointer;font-weight:600}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f0f2f7;padding:.75rem;overflow:auto;border-radius:6px}
.m{display:inline-block;min-width:4.5rem;color:#fff;background:#2f6b3a;border-radius:4px;padding:0 .4rem;text-align:center;margin-right:.5rem}
.m.get{background:#1d4f91}.m.delete{background:#9b1c1c}.a{color:#555;font-weight:400;margin-left:.5rem}
`;

/** The page's policy: nothing but its own inline style, allowed by hash. */
export const docsPageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'`;

type Json = Record<string, unknown>;

/**
 * A self-contained, server-rendered API reference: every operation with its access rule, request
 * body schema and answers. It needs no script and no network, so it works offline and under the
 * API's strict content security policy.
 */
export function renderApiReference(doc: Json) {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const ops = Object.entries(paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const info = (doc.info ?? {}) as Json;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${String(info.title ?? 'API')} reference</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header><h1>${String(info.title ?? 'API')} <small>${String(info.version ?? '')}</small></h1>
<p>${String(info.description ?? '')} Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p></header>
<main>
${raw(
  ops
    .map(({ path, method, op }) => {
      const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as Json | undefined;
      return `<details><summary><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span><code>${esc(path)}</code>
<span class="a">${esc(String(op.summary ?? ''))} · access: ${esc(String(op['x-access'] ?? 'public'))}</span></summary>
${op.description ? `<p>${esc(String(op.description))}</p>` : ''}
${body ? `<h3>Request body</h3><pre>${esc(JSON.stringify(body.schema, null, 2))}</pre>` : ''}
<h3>Answers</h3><ul>${Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(([code, r]) => `<li><strong>${esc(code)}</strong> ${esc(String(r.description ?? ''))}</li>`)
        .join('')}</ul></details>`;
    })
    .join('\n'),
)}
</main>
</body>
</html>`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
