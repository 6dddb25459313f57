// Configuration is checked at start; a wrong value names the variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.basePath).toBe('');
    expect(c.issuer).toBe('http://localhost:3000/oidc');
    expect(c.embeddedIdp).toBe(true);
    expect(c.allowedOrigins).toEqual(['http://localhost:3000', 'http://corvid.localhost:3000']);
  });

  it('accepts a one-segment base path and derives the issuer and audience from it', () => {
    const c = loadConfig({ BASE_PATH: '/portal/', PORT: '4000' });
    expect(c.basePath).toBe('/portal');
    expect(c.issuer).toBe('http://localhost:4000/portal/oidc');
    expect(c.audience).toBe('http://localhost:4000/portal/v2');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT:/],
    [{ BASE_PATH: 'a/b' }, /^BASE_PATH: must be a single path segment/],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL:/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL:/],
    [{ OIDC_HOST_CLIENTS: '{' }, /^OIDC_HOST_CLIENTS:/],
    [{ ALLOWED_ORIGINS: 'nope' }, /^ALLOWED_ORIGINS:/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY:/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY:/],
    [{ RATE_LIMIT_TOKEN: 'lots' }, /^RATE_LIMIT_TOKEN:/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('uses an external issuer when configured', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://login.example/realms/atlas',
      OIDC_CLIENT_ID: 'portal-web',
    });
    expect(c.embeddedIdp).toBe(false);
    expect(c.issuer).toBe('https://login.example/realms/atlas');
    expect(c.clientId).toBe('portal-web');
  });

  it('trusts no proxy by default, or a hop count, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('reads rate limits as requests per seconds', () => {
    expect(loadConfig({ RATE_LIMIT_EXPORT: '5/10' }).rateLimits.export).toEqual({
      max: 5,
      windowMs: 10_000,
    });
  });
});
