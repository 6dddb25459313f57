// The API refuses administrative writes from a token without a second factor while MFA_REQUIRED
// covers the caller (issue 26); reads and a person's own writes still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';

let portal: TestPortal;
beforeAll(async () => {
  // Nobody needs a second factor at first: Mara (an administrator without one) gets a password-only token.
  portal = await startPortal({ MFA_REQUIRED: 'none' });
});
afterAll(async () => portal?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  portal.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('step-up for administrative writes', () => {
  it('refuses a covered caller’s admin write without a second factor, with its own code', async () => {
    const mara = await signIn(portal.app, portal.config, 'mara.setup@atlas.example');
    expect(decodeJwt(mara.access_token).amr).toEqual(['pwd']);
    const ada = await signIn(portal.app, portal.config, 'ada.admin@atlas.example');
    expect(decodeJwt(ada.access_token).amr).toEqual(['pwd', 'otp']);

    // MFA_REQUIRED=none: the write reaches the route (and fails its validation instead).
    expect((await call(mara.access_token, 'POST', '/v2/admin/users', {})).statusCode).toBe(400);

    for (const policy of ['administrators', 'all'] as const) {
      portal.config.mfaRequired = policy;
      const refused = await call(mara.access_token, 'POST', '/v2/admin/users', {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'SECOND_FACTOR_REQUIRED',
        details: { key: 'errors.secondFactorRequired' },
      });
      // Reads and her own profile are not administrative writes.
      expect((await call(mara.access_token, 'GET', '/v2/admin/users')).statusCode).toBe(200);
      expect((await call(mara.access_token, 'PATCH', '/v2/user', {})).statusCode).not.toBe(403);
      // Ada's token shows the app: her write reaches the route.
      expect((await call(ada.access_token, 'POST', '/v2/admin/users', {})).statusCode).toBe(400);
    }
    portal.config.mfaRequired = 'none';
  });

  it('does not cover a person without administrative features under "administrators"', async () => {
    portal.config.mfaRequired = 'administrators';
    const sam = await signIn(portal.app, portal.config, 'sam.standard@atlas.example');
    expect(decodeJwt(sam.access_token).amr).toEqual(['pwd']);
    // No admin feature: a plain 403 access denial, not a step-up.
    const res = await call(sam.access_token, 'POST', '/v2/admin/users', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    portal.config.mfaRequired = 'none';
  });
});
