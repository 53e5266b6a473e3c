import { describe, expect, it } from 'vitest';
import { apiReference } from '../lib/api-reference';

type Operation = { operationId?: string; security?: unknown[]; summary?: string; tags?: string[] };

describe('the API reference of every context', () => {
  const { json, html } = apiReference('9.9.9');
  const doc = JSON.parse(json) as {
    info: { version: string };
    paths: Record<string, Record<string, Operation>>;
    tags: { name: string }[];
  };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, op })),
  );

  it('covers the API', () => {
    expect(doc.info.version).toBe('9.9.9');
    expect(operations.length).toBeGreaterThan(20);
    expect(doc.paths['/api/health']?.get?.operationId).toBe('getHealth');
  });

  it('gives every operation a unique operationId', () => {
    expect(operations.filter(({ op }) => !op.operationId).map((o) => o.label)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the security of every operation: the bearer token, or none for a public one', () => {
    const undeclared = operations.filter(({ op }) => {
      const s = JSON.stringify(op.security);
      return s !== '[]' && s !== '[{"bearerAuth":[]}]';
    });
    expect(undeclared.map((o) => o.label)).toEqual([]);
    expect(doc.paths['/api/auth/customer/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/get-roles-privileges']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('gives every operation a summary and declared tags', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    const lacking = operations.filter(
      ({ op }) => !op.summary || !op.tags?.length || !op.tags.every((t) => declared.has(t)),
    );
    expect(lacking.map((o) => o.label)).toEqual([]);
  });

  it('renders the page from the same document', () => {
    expect(html).toContain('<title>EZC Loans API reference</title>');
    expect(html).toContain('/api/get-roles-privileges');
  });
});
