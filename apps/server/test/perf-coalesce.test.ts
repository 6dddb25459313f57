// The coalesced version reads under load: while one portal process serves a stream of signed-in
// calls (a version read is nearly always under way), a change made through another process is
// seen by the next call sent after it: role removed, session revoked, user deactivated. The
// access token's verification is cached, but what it is checked against is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UserAccessData } from '@portal/shared';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { startSecondApp, type SecondApp } from './helpers/second-app.js';
import { signIn, type Tokens } from './helpers/sign-in.js';
import { ADA, DAN, IVY, SAM } from './helpers/as-persona.js';

let portal: TestPortal;
/** A second portal process on the same database. */
let other: SecondApp;
const tokens = new Map<string, Tokens>();

beforeAll(async () => {
  portal = await startPortal();
  other = await startSecondApp(portal);
  for (const email of [SAM, IVY, ADA, DAN])
    tokens.set(email, await signIn(portal.app, portal.config, email));
});
afterAll(async () => {
  await other?.close();
  await portal?.close();
});

const bearer = (email: string) => ({ authorization: `Bearer ${tokens.get(email)!.access_token}` });
const get = (app: FastifyInstance, email: string, url: string) =>
  app.inject({ url, headers: bearer(email) });
const identityId = async (email: string) =>
  (await one<{ id: number }>(portal.db.orm, sql`SELECT id FROM identity WHERE email = ${email}`))!
    .id;

/** Eight callers calling the home calls on `app` back to back until stopped. */
function busy(app: FastifyInstance, email: string) {
  let stop = false;
  let calls = 0;
  const loop = async () => {
    for (let i = 0; !stop; i++) {
      await get(app, email, i % 2 ? '/v2/user/applications' : '/v2/user/notifications');
      calls++;
    }
  };
  const loops = Array.from({ length: 8 }, loop);
  return {
    /** Resolves once the callers have made `n` calls. */
    async after(n: number) {
      while (calls < n) await new Promise((r) => setImmediate(r));
    },
    async stop() {
      stop = true;
      await Promise.all(loops);
    },
  };
}

describe('a change is seen by the next call while other calls keep a version read under way', () => {
  it('roles removed through one process: ui-access-data on the other reflects it', async () => {
    const load = busy(other.app, DAN);
    try {
      const before = (await get(other.app, IVY, '/v2/user/ui-access-data')).json<UserAccessData>();
      expect(before.features.length).toBeGreaterThan(0);
      await load.after(20);
      const ivy = await identityId(IVY);
      await portal.db.orm.execute(sql`DELETE FROM identity_role WHERE identity_id = ${ivy}`);
      const after = (await get(other.app, IVY, '/v2/user/ui-access-data')).json<UserAccessData>();
      expect(after.features.length).toBeLessThan(before.features.length);
    } finally {
      await load.stop();
    }
  });

  it('a revoked session: the cached access token is refused by the other process', async () => {
    const load = busy(other.app, DAN);
    try {
      expect((await get(other.app, SAM, '/v2/user/notifications')).statusCode).toBe(200);
      await load.after(20);
      const revoked = await portal.app.inject({
        method: 'POST',
        url: '/oidc/token/revocation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: tokens.get(SAM)!.refresh_token!,
          token_type_hint: 'refresh_token',
          client_id: 'portal',
        }).toString(),
      });
      expect(revoked.statusCode).toBe(200);
      expect((await get(other.app, SAM, '/v2/user/notifications')).statusCode).toBe(401);
    } finally {
      await load.stop();
    }
  });

  it('a deactivated user is refused by the other process at the next call', async () => {
    const load = busy(other.app, DAN);
    try {
      expect((await get(other.app, IVY, '/v2/user/applications')).statusCode).toBe(200);
      await load.after(20);
      const off = await portal.app.inject({
        method: 'POST',
        url: `/v2/admin/users/${await identityId(IVY)}/deactivate`,
        headers: bearer(ADA),
        payload: { reason: 'leftCompany' },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await get(other.app, IVY, '/v2/user/applications')).statusCode).toBe(401);
    } finally {
      await load.stop();
    }
  });
});
