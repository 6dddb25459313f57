// Translation cache: fresh bundles from localStorage, others fetched and stored, stale as fallback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadCallback, Services } from 'i18next';
import { CachedHttpBackend } from './i18n-cache-backend';

const KEY = 'portal-i18n:portal:de';

function read(backend: CachedHttpBackend, lng = 'de') {
  return new Promise<Parameters<ReadCallback>>((resolve) =>
    backend.read(lng, 'portal', (...args) => resolve(args)),
  );
}

function backendWith(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const backend = new CachedHttpBackend();
  backend.init(
    {
      interpolator: {
        interpolate: (s: string, d: Record<string, string>) =>
          s.replace('{{lng}}', d.lng ?? '').replace('{{ns}}', d.ns ?? ''),
      },
    } as unknown as Services,
    {
      loadPath: '/portal/translations/portal/{{lng}}',
    },
  );
  return backend;
}

const ok = (data: object) => async () => new Response(JSON.stringify(data), { status: 200 });

describe('CachedHttpBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a bundle from the translation service and caches it', async () => {
    const backend = backendWith(ok({ common: { close: 'Schließen' } }));
    const [error, data] = await read(backend);
    expect(error).toBeNull();
    expect(data).toEqual({ common: { close: 'Schließen' } });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/portal/translations/portal/de');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}').data).toEqual(data);
  });

  it('serves a fresh cached bundle without a request', async () => {
    const backend = backendWith(ok({}));
    localStorage.setItem(
      KEY,
      JSON.stringify({ build: __BUILD_ID__, savedAt: Date.now(), data: { a: 'cached' } }),
    );
    const [, data] = await read(backend);
    expect(data).toEqual({ a: 'cached' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refetches bundles of another build, and falls back to them when offline', async () => {
    const backend = backendWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    localStorage.setItem(KEY, JSON.stringify({ build: 'old', savedAt: 0, data: { a: 'old' } }));
    const [error, data] = await read(backend);
    expect(fetch).toHaveBeenCalled();
    expect(error).toBeNull();
    expect(data).toEqual({ a: 'old' });
  });

  it('reports an error when nothing is cached and the request fails', async () => {
    const backend = backendWith(async () => new Response('nope', { status: 500 }));
    const [error, data] = await read(backend);
    expect(error).toBeTruthy();
    expect(data).toBe(false);
  });
});
