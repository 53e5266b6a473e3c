import { createHash } from 'node:crypto';
import { html, raw } from 'hono/html';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1a2e;background:#f7f8fb}
header{background:#0b3d91;color:#fff;padding:1rem 1.5rem}header a{color:#fff}main{max-width:960px;margin:auto;padding:1rem}
details{background:#fff;border:1px solid #d7dbe7;border-radius:8px;margin:.5rem 0;padding:.5rem 1rem}
summary{cursor:pointer;font-weight:600}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f0f2f7;padding:.75rem;overflow:auto;border-radius:6px}table{border-collapse:collapse}
td,th{border-bottom:1px solid #d7dbe7;padding:.25rem .5rem;text-align:left;vertical-align:top}
.m{display:inline-block;min-width:4.5rem;color:#fff;background:#2f6b3a;border-radius:4px;padding:0 .4rem;text-align:center;margin-right:.5rem}
.m.get{background:#1d4f91}.m.delete{background:#9b1c1c}.a{color:#555;font-weight:400;margin-left:.5rem}
`;

/** The page's policy: nothing but its own inline style, allowed by hash. */
export const docsPageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'`;

type Json = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';
const RESPONSE_REF = '#/components/responses/';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const anchor = (name: string) => `schema-${name.replace(/[^\w-]/g, '_')}`;

/** A schema as JSON, its references to named schemas made links to their section. */
function schemaBlock(schema: unknown): string {
  const text = esc(JSON.stringify(schema, null, 2));
  const linked = text.replace(
    new RegExp(`&#34;${SCHEMA_REF.replace(/[/#]/g, (c) => `\\${c}`)}([\\w.-]+)&#34;`, 'g'),
    (_m, name: string) => `&#34;<a href="#${anchor(name)}">${SCHEMA_REF}${name}</a>&#34;`,
  );
  return `<pre>${linked}</pre>`;
}

/** Blank-line separated paragraphs, with `code` spans as in the document's Markdown. */
const paragraphs = (text: unknown) =>
  typeof text === 'string' && text
    ? text
        .split('\n\n')
        .map((p) => `<p>${esc(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
        .join('')
    : '';

function parametersTable(params: Json[] | undefined): string {
  if (!params?.length) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(String(p.name))}</code></td><td>${esc(String(p.in))}</td><td>${p.required ? 'required' : 'optional'}</td><td><code>${esc(JSON.stringify(p.schema))}</code>${p.description ? ` ${esc(String(p.description))}` : ''}</td></tr>`,
    )
    .join('');
  return `<h3>Parameters</h3><table><tr><th>name</th><th>in</th><th></th><th>schema</th></tr>${rows}</table>`;
}

function answers(op: Json, components: Json): string {
  const shared = (components.responses ?? {}) as Record<string, Json>;
  const items = Object.entries((op.responses ?? {}) as Record<string, Json>).map(([code, declared]) => {
    const ref = typeof declared.$ref === 'string' ? declared.$ref : undefined;
    const r = ref ? (shared[ref.slice(RESPONSE_REF.length)] ?? {}) : declared;
    const media = (r.content ?? {}) as Record<string, Json>;
    const bodies = Object.entries(media)
      .map(([type, m]) =>
        m.schema
          ? `<div><code>${esc(type)}</code>${schemaBlock(m.schema)}</div>`
          : `<code>${esc(type)}</code>`,
      )
      .join('');
    // Shared failures all answer the Problem body: naming them is enough.
    return `<li><strong>${esc(code)}</strong> ${esc(String(r.description ?? ''))}${ref ? '' : bodies}</li>`;
  });
  return `<h3>Answers</h3><ul>${items.join('')}</ul>`;
}

/**
 * A self-contained, server-rendered API reference: every operation with its access rule,
 * parameters, request body schema and answers, then the named schemas. It needs no script and no
 * network, so it works offline and under the API's strict content security policy.
 */
export function renderApiReference(doc: Json) {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const components = (doc.components ?? {}) as Json;
  const ops = Object.entries(paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const schemas = Object.entries((components.schemas ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
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
${raw(paragraphs(info.description))}<p>Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p></header>
<main>
<h2>Operations</h2>
${raw(
  ops
    .map(({ path, method, op }) => {
      const bodies = (op.requestBody as Json | undefined)?.content as Json | undefined;
      // A JSON body, or an upload's multipart form (its fields, then the file part).
      const form = bodies?.['multipart/form-data'] as Json | undefined;
      const body = (bodies?.['application/json'] as Json | undefined) ?? form;
      return `<details id="${esc(String(op.operationId ?? ''))}"><summary><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span><code>${esc(path)}</code>
<span class="a">${esc(String(op.summary ?? ''))} · access: ${esc(String(op['x-access'] ?? 'public'))}</span></summary>
${paragraphs(op.description)}
${parametersTable(op.parameters as Json[] | undefined)}
${body ? `<h3>Request body${form ? ' (multipart/form-data)' : ''}</h3>${schemaBlock(body.schema)}` : ''}
${answers(op, components)}</details>`;
    })
    .join('\n'),
)}
${raw(schemas.length ? '<h2>Schemas</h2>' : '')}
${raw(
  schemas
    .map(
      ([name, schema]) =>
        `<details id="${anchor(name)}"><summary><code>${esc(name)}</code></summary>${schemaBlock(schema)}</details>`,
    )
    .join('\n'),
)}
</main>
</body>
</html>`;
}
