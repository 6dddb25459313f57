// The embedded provider's own input: NUL bytes are a 400 (and logged), never a 500; published URLs come from PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_SCOPES } from '@portal/shared';
import { buildApp } from '../src/app.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { authorize, pkcePair, redirectUri } from './helpers/sign-in.js';
import { PERSONA_EMAILS } from './users-support.js';

let portal: TestPortal;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  portal = await startPortal();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: { ...portal.config, logLevel: 'info' },
    db: portal.db,
    logStream: stream,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await portal?.close();
});

const authParams = () => {
  const { challenge } = pkcePair();
  return {
    client_id: portal.config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(portal.config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
  };
};

describe('NUL bytes in provider parameters', () => {
  it.each(['client_id', 'state', 'nonce', 'ui_locales', 'login_hint', 'acr_values'])(
    'GET /oidc/auth with %s holding a NUL answers 400 and is logged',
    async (name) => {
      const params = new URLSearchParams(authParams());
      params.set(name, `${params.get(name) ?? 'x'}\u0000y`);
      const before = lines.length;
      const res = await app.inject({ url: `/oidc/auth?${params}` });
      expect(res.statusCode).toBe(400);
      const logged = lines
        .slice(before)
        .map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(logged.some((l) => l.level >= 40 && /NUL|invalid_request/i.test(l.msg))).toBe(true);
    },
  );

  it.each(['code', 'client_id'])(
    'POST /oidc/token with %s holding a NUL answers 400',
    async (name) => {
      const { code, verifier } = await authorize(portal.app, portal.config, PERSONA_EMAILS.ada);
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: redirectUri(portal.config),
        client_id: portal.config.clientId,
        code_verifier: verifier,
      });
      body.set(name, `${body.get(name)}\u0000`);
      const before = lines.length;
      const res = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
      expect(lines.slice(before).some((l) => /NUL/.test(l))).toBe(true);
    },
  );
});

describe('URLs the provider publishes', () => {
  const hostile = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('builds every discovery URL from PUBLIC_URL, whatever the Host header says', async () => {
    const res = await app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: hostile,
    });
    expect(res.statusCode).toBe(200);
    const urls = Object.values(res.json<Record<string, unknown>>()).filter(
      (v): v is string => typeof v === 'string' && /^https?:/.test(v),
    );
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(`${portal.config.publicUrl}/`)).toBe(true);
  });

  it('builds the sign-in redirect and the sign-out form on PUBLIC_URL, whatever the Host header says', async () => {
    const params = new URLSearchParams(authParams());
    const res = await app.inject({ url: `/oidc/auth?${params}`, headers: hostile });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).not.toContain('evil.example');
    const logout = await app.inject({ url: '/oidc/session/end', headers: hostile });
    expect(logout.body).toContain(`action="${portal.config.publicUrl}/oidc/session/end/confirm"`);
    expect(logout.body).not.toContain('evil.example');
  });
});
