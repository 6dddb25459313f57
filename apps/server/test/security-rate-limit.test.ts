// Rate limits per route family, kept in the database: 429 with Retry-After, shared by processes, per user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, IVY, SAM, personas } from './helpers/as-persona.js';
import { openInteraction, postLogin } from './helpers/login-form.js';
import { signIn } from './helpers/sign-in.js';

let portal: TestPortal;
let second: FastifyInstance;
beforeAll(async () => {
  portal = await startPortal({
    RATE_LIMIT_API_READ: '5/60',
    RATE_LIMIT_API_WRITE: '2/60',
    RATE_LIMIT_EXPORT: '2/60',
    RATE_LIMIT_TOKEN: '4/60',
    RATE_LIMIT_SIGN_IN: '4/60',
  });
  // A second portal process on the same database.
  second = await buildApp({ config: portal.config, db: portal.db, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await portal?.close();
});
const as = personas(() => portal);

function expectTooMany(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({
    statusCode: 429,
    code: 'RATE_LIMITED',
    details: { key: 'errors.tooManyRequests' },
  });
}

describe('rate limits', () => {
  it('answers 429 with Retry-After past the API read limit, and not for another user', async () => {
    for (let i = 0; i < 5; i++) expect((await as(SAM)('GET', '/v2/user')).statusCode).toBe(200);
    expectTooMany(await as(SAM)('GET', '/v2/user/ui-access-data'));
    expect((await as(IVY)('GET', '/v2/user')).statusCode).toBe(200);
  });

  it('shares the count between two processes on the same database', async () => {
    const { access_token } = await signIn(portal.app, portal.config, ADA);
    const call = (app: FastifyInstance) =>
      app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${access_token}` } });
    for (let i = 0; i < 3; i++) expect((await call(portal.app)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(second)).statusCode).toBe(200);
    expectTooMany(await call(second));
    expectTooMany(await call(portal.app));
  });

  it('limits API writes separately from reads', async () => {
    const ivy = as(IVY);
    for (let i = 0; i < 2; i++)
      expect((await ivy('PATCH', '/v2/user', { payload: {} })).statusCode).not.toBe(429);
    expectTooMany(await ivy('PATCH', '/v2/user', { payload: {} }));
    expect((await ivy('GET', '/v2/user')).statusCode).toBe(200);
  });

  it('limits exports', async () => {
    const res = await portal.app.inject({ url: '/v2/admin/users/export' });
    expect(res.statusCode).toBe(401);
    const dan = as('dan.dealer@atlas.example');
    for (let i = 0; i < 2; i++)
      expect((await dan('GET', '/v2/admin/users/export')).statusCode).toBe(200);
    expectTooMany(await dan('GET', '/v2/admin/users/export'));
  });

  it('limits guessing at the token endpoint per address', async () => {
    const guess = (i: number) =>
      portal.app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: `guessed-${i}`,
          client_id: 'portal',
        }).toString(),
      });
    for (let i = 0; i < 4; i++) expect((await guess(i)).statusCode).toBe(400);
    expectTooMany(await guess(4));
  });

  it('limits posts of the login form per address', async () => {
    const interaction = await openInteraction(portal);
    const post = (i: number) =>
      postLogin(portal, interaction, `nobody-${i}@atlas.example`, 'x', {
        remoteAddress: '203.0.113.21',
      });
    for (let i = 0; i < 4; i++) expect((await post(i)).statusCode).toBe(400);
    expectTooMany(await post(4));
  });
});
