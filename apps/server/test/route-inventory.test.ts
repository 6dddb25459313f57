// Every /v2 route declares who may call it (features, or public on purpose); OpenAPI lists the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { API_POLICY } from '@portal/shared';
import { startPortal, type TestPortal } from './helpers/setup.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

describe('route inventory', () => {
  it('finds every /v2 route with an access rule', async () => {
    const { buildApp } = await import('../src/app.js');
    const seen: RouteOptions[] = [];
    const app = await buildApp({
      config: portal.config,
      db: portal.db,
      logger: false,
      onRoute: (r) => seen.push(r),
    });
    await app.close();
    const api = seen.filter((r) => r.url.startsWith('/v2'));
    expect(api.length).toBeGreaterThan(2);
    const undeclared = api.filter((r) => !r.config || !('access' in (r.config as object)));
    expect(undeclared.map((r) => `${String(r.method)} ${r.url}`)).toEqual([]);
    // Every entry of the policy table names a route that exists (HEAD routes follow GET).
    const registered = new Set(
      api.flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url}`),
      ),
    );
    expect(Object.keys(API_POLICY).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('closes a route that forgets its access rule', async () => {
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp({
      config: portal.config,
      db: portal.db,
      logger: false,
      extraRoutes: (a) => a.get('/v2/forgotten', async () => ({ secret: true })),
    });
    const res = await app.inject({ method: 'GET', url: '/v2/forgotten' });
    expect(res.statusCode).toBe(403);
    await app.close();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await portal.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v2/user', '/v2/user/ui-access-data']),
    );
    expect(Object.keys(doc.paths['/v2/user/ui-access-data']!.get!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
  });

  it('answers liveness and readiness', async () => {
    expect((await portal.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await portal.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('serves translation bundles with caching headers and 304 on a match', async () => {
    const res = await portal.app.inject({ url: '/translations/login/de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ password: 'Passwort' });
    expect(res.headers['cache-control']).toContain('max-age');
    const again = await portal.app.inject({
      url: '/translations/login/de',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await portal.app.inject({ url: '/translations/login/xx' })).statusCode).toBe(400);
  });
});
