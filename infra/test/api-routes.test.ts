import { contextApp } from '@ezc/platform';
import { describe, expect, it } from 'vitest';
import { collectRoutes, toApiGatewayPath } from '../lib/api-routes';

describe('toApiGatewayPath', () => {
  it('turns Hono parameters into API Gateway ones under /api', () => {
    expect(toApiGatewayPath('/loans/:loanNo/schedule')).toBe('/api/loans/{loanNo}/schedule');
    expect(toApiGatewayPath('/files/:id{[0-9]+}')).toBe('/api/files/{id}');
    expect(toApiGatewayPath('/blobs/*')).toBe('/api/blobs/{proxy+}');
    expect(toApiGatewayPath('/')).toBe('/api');
  });

  it('refuses what API Gateway cannot express', () => {
    expect(() => toApiGatewayPath('/loans/:id?')).toThrow(/cannot express/);
    expect(() => toApiGatewayPath('/a/*/b')).toThrow(/cannot express/);
  });
});

describe('collectRoutes', () => {
  it('skips middleware and repeated handlers, and keeps the shared routes on identity', () => {
    const loans = contextApp();
    loans.use('*', async (_c, next) => next());
    loans.post('/loans/find-all', (c) => c.json({}));
    loans.post('/loans/find-all', (c) => c.json({}));
    loans.get('/loans/:id', (c) => c.json({}));
    const routes = collectRoutes({ loans });
    expect(routes.map((r) => `${r.context} ${r.method} ${r.path}`)).toEqual([
      'identity GET /api/health',
      'loans POST /api/loans/find-all',
      'loans GET /api/loans/{id}',
    ]);
  });

  it('stops synthesis when two contexts claim the same method and path', () => {
    const loans = contextApp().get('/products', (c) => c.json({}));
    const payments = contextApp().get('/products', (c) => c.json({}));
    expect(() => collectRoutes({ loans, payments })).toThrow(
      'GET /api/products is claimed by both loans and payments',
    );
    const reports = contextApp().get('/health', (c) => c.json({}));
    expect(() => collectRoutes({ reports })).toThrow(/claimed by both identity and reports/);
  });
});
