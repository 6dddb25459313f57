// TRUST_PROXY: forwarded headers count only from the configured proxies, for the throttle; the provider's URLs always come from PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PASSWORD } from './helpers/sign-in.js';
import { openInteraction, postLogin } from './helpers/login-form.js';

const endSession = (portal: TestPortal, remoteAddress: string) =>
  portal.app.inject({
    method: 'GET',
    url: '/oidc/session/end',
    remoteAddress,
    headers: {
      host: 'localhost:3999',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    },
  });

describe('without a trusted proxy (the default)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => portal?.close());

  it('builds the sign-out form for its own host, not a forwarded one', async () => {
    const res = await endSession(portal, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="http://localhost:3999/oidc/session/end/confirm"');
    expect(res.body).not.toContain('evil.example');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => portal?.close());

  it("takes the client's address from the proxy's X-Forwarded-For", async () => {
    const interaction = await openInteraction(portal);
    const email = 'ivy.internal@atlas.example';
    for (let i = 0; i < 5; i++)
      await postLogin(portal, interaction, email, `guess-${i}`, {
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
    const attacker = await postLogin(portal, interaction, email, PASSWORD, {
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(attacker.statusCode).toBe(429);
    const user = await postLogin(portal, interaction, email, PASSWORD, {
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(user.statusCode).toBe(303);
  });

  it('ignores forwarded headers sent by any other peer', async () => {
    const interaction = await openInteraction(portal);
    const email = 'sam.standard@atlas.example';
    for (let i = 0; i < 5; i++)
      await postLogin(portal, interaction, email, `guess-${i}`, {
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
      });
    const next = await postLogin(portal, interaction, email, PASSWORD, {
      remoteAddress: '10.1.1.1',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(next.statusCode).toBe(429);
    const res = await endSession(portal, '10.1.1.1');
    expect(res.body).not.toContain('evil.example');
  });

  it("builds the provider's URLs from PUBLIC_URL, not from the proxy's forwarded host", async () => {
    const res = await endSession(portal, '127.0.0.1');
    expect(res.body).toContain('action="http://localhost:3999/oidc/session/end/confirm"');
    expect(res.body).not.toContain('evil.example');
  });
});
