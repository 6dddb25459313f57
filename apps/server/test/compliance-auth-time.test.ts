// The ID token says when its login happened (auth_time): the web app keeps a singular-roles review
// skipped for one login and tells the next login apart by it. Refreshing keeps the login's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { refresh, signIn } from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const SID = 'sid.singular@atlas.example';

describe('auth_time in the ID token', () => {
  it('is the login time, kept on refresh, and differs for a later login', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await signIn(portal.app, portal.config, SID);
    const authTime = decodeJwt(first.id_token).auth_time;
    expect(typeof authTime).toBe('number');
    expect(authTime).toBeGreaterThanOrEqual(before - 1);
    expect(authTime).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

    const renewed = await refresh(portal.app, portal.config, first.refresh_token!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(decodeJwt(renewed.json<{ id_token: string }>().id_token).auth_time).toBe(authTime);

    // auth_time has whole seconds: the next login is at least a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await signIn(portal.app, portal.config, SID);
    expect(decodeJwt(second.id_token).auth_time).toBeGreaterThan(authTime as number);
  });
});
