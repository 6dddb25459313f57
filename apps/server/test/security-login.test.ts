// Login throttling holds under concurrency, is keyed per (e-mail, address), and ignores made-up proxy headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import { purgeSecurityState } from '../src/jobs/purge.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { exchangeCode, PASSWORD, redirectUri, type Tokens } from './helpers/sign-in.js';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import {
  mergeCookies,
  openInteraction,
  postLogin,
  type Interaction,
} from './helpers/login-form.js';
import { totpCode } from './helpers/second-step.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const statuses = (list: { statusCode: number }[]) => list.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('login throttle', () => {
  it('ignores a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const interaction = await openInteraction(portal);
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(portal, interaction, 'ivy.internal@atlas.example', `guess-${i}`, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const next = await postLogin(portal, interaction, 'ivy.internal@atlas.example', PASSWORD, {
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(next.statusCode).toBe(429);
  });

  it('evaluates at most five of twenty parallel wrong passwords', async () => {
    const interaction = await openInteraction(portal);
    const results = statuses(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postLogin(portal, interaction, 'otto.readonly@atlas.example', `parallel-${i}`),
        ),
      ),
    );
    expect(count(results, 400)).toBeLessThanOrEqual(5);
    expect(count(results, 429)).toBeGreaterThanOrEqual(15);
  });

  it('does not sign in with the right password sent among wrong ones beyond the limit', async () => {
    const interaction = await openInteraction(portal);
    const email = 'rita.review@atlas.example';
    const results = statuses(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postLogin(portal, interaction, email, i === 19 ? PASSWORD : `wrong-${i}`),
        ),
      ),
    );
    // Sent last, the right password is among the attempts past the limit of five.
    expect(count(results, 400) + count(results, 303)).toBeLessThanOrEqual(5);
    const after = await postLogin(portal, await openInteraction(portal), email, PASSWORD);
    expect(after.statusCode).toBe(429);
  });

  it('does not lock the user out of their own address after failures from another one', async () => {
    const email = 'sid.singular@atlas.example';
    const elsewhere = await openInteraction(portal);
    for (let i = 0; i < 6; i++)
      await postLogin(portal, elsewhere, email, `attacker-${i}`, { remoteAddress: '203.0.113.7' });
    const blocked = await postLogin(portal, elsewhere, email, PASSWORD, {
      remoteAddress: '203.0.113.7',
    });
    expect(blocked.statusCode).toBe(429);
    const own = await postLogin(portal, await openInteraction(portal), email, PASSWORD, {
      remoteAddress: '192.0.2.10',
    });
    expect(own.statusCode).toBe(303);
  });

  it('stops guessing spread over many addresses at fifty failures an hour per e-mail', async () => {
    const email = 'aria.attest@atlas.example';
    const interaction = await openInteraction(portal);
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++) {
        const res = await postLogin(portal, interaction, email, `spread-${a}-${i}`, {
          remoteAddress: `203.0.113.${100 + a}`,
        });
        expect(res.statusCode).toBe(400);
      }
    const res = await postLogin(portal, interaction, email, PASSWORD, {
      remoteAddress: '192.0.2.44',
    });
    expect(res.statusCode).toBe(429);
  });
});

const NORA = 'nora.noorg@atlas.example';
/** Nora's authenticator-app key in these tests (base32). */
const NORA_KEY = 'NORAKEYFORTHESLOWDOWNTEST234567A';

/** Five wrong passwords for the e-mail from each of ten addresses: the hourly per-e-mail limit. */
async function slowDown(email: string) {
  const attack = await openInteraction(portal);
  await Promise.all(
    Array.from({ length: 10 }, async (_, a) => {
      for (let i = 0; i < 5; i++)
        await postLogin(portal, attack, email, `lockout-${a}-${i}`, {
          remoteAddress: `198.51.100.${50 + a}`,
        });
    }),
  );
}

/** Follows a finished sign-in's redirects to the tokens. */
async function tokensAfter(interaction: Interaction, first: LightMyRequestResponse) {
  let res = first;
  let cookie = mergeCookies(interaction.cookie, res);
  for (let i = 0; i < 5 && res.statusCode === 303; i++) {
    const location = res.headers.location as string;
    if (location.startsWith(redirectUri(portal.config))) {
      const code = new URL(location).searchParams.get('code')!;
      return (
        await exchangeCode(portal.app, portal.config, code, interaction.verifier)
      ).json<Tokens>();
    }
    const u = new URL(location, 'http://localhost');
    res = await portal.app.inject({ url: u.pathname + u.search, headers: { cookie } });
    cookie = mergeCookies(cookie, res);
  }
  throw new Error(`sign-in did not finish: ${res.statusCode}`);
}

describe("the README's promise: nobody elsewhere can lock a user out", () => {
  it('lets nora sign in from her own address after five wrong passwords from each of ten others', async () => {
    const home = '192.0.2.77';
    // Nora has signed in from her address before.
    expect(
      (
        await postLogin(portal, await openInteraction(portal), NORA, PASSWORD, {
          remoteAddress: home,
        })
      ).statusCode,
    ).toBe(303);

    await slowDown(NORA);
    // Guessing from a further address is slowed down (the hourly per-e-mail limit)...
    const stranger = await postLogin(portal, await openInteraction(portal), NORA, `lockout-x`, {
      remoteAddress: '198.51.100.99',
    });
    expect(stranger.statusCode).toBe(429);
    // ...while nora, from her own address, signs in.
    const own = await postLogin(portal, await openInteraction(portal), NORA, PASSWORD, {
      remoteAddress: home,
    });
    expect(own.statusCode).toBe(303);
  });

  it('lets nora, with an authenticator app, sign in from an address she never used with her password and a code', async () => {
    await portal.db.orm.execute(sql`INSERT INTO identity_totp (identity_id, secret, confirmed_at)
      SELECT id, ${NORA_KEY}, now() FROM identity WHERE email = ${NORA}`);
    await slowDown(NORA);
    const away = '203.0.113.200';
    const interaction = await openInteraction(portal);
    const send = (password: string, code?: string) =>
      postLogin(portal, interaction, NORA, password, {
        remoteAddress: away,
        secondStep: false,
        ...(code === undefined ? {} : { code }),
      });

    // The password alone is not read during the slow-down: the right one and a wrong one get
    // the same page, which asks for it together with a code.
    const rightAlone = await send(PASSWORD);
    const wrongAlone = await send('not-her-password');
    expect(rightAlone.statusCode).toBe(429);
    expect(rightAlone.body).toBe(wrongAlone.body);
    expect(rightAlone.body).toMatch(/<input[^>]*name="code"/);
    expect(rightAlone.body).toContain('slowed down');

    // With a code, the answer is the same whether the password or the code was wrong.
    const code = await totpCode(NORA_KEY);
    const wrongCode = await send(PASSWORD, await totpCode(NORA_KEY, 20));
    const wrongPassword = await send('not-her-password', code);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.body).toBe(wrongPassword.body);
    expect(wrongCode.body).toContain('The e-mail address, password or code is not correct.');

    // Both right: signed in, with both factors in the tokens.
    const both = await send(PASSWORD, code);
    expect(both.statusCode).toBe(303);
    const tokens = await tokensAfter(interaction, both);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ amr: ['pwd', 'otp'] });
  });

  it('still refuses the sixth try after five wrong codes from an address during the slow-down', async () => {
    await slowDown(NORA);
    const interaction = await openInteraction(portal);
    const from = '203.0.113.201';
    for (let i = 0; i < 5; i++) {
      const res = await postLogin(portal, interaction, NORA, PASSWORD, {
        remoteAddress: from,
        code: String(100000 + i),
      });
      expect(res.statusCode).toBe(400);
    }
    // The next step's code (one step of drift is accepted) would be right: refused all the same.
    const sixth = await postLogin(portal, interaction, NORA, PASSWORD, {
      remoteAddress: from,
      code: await totpCode(NORA_KEY, 1),
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('does not let a code past the slow-down of an account without a second factor', async () => {
    const email = 'sam.standard@atlas.example';
    await slowDown(email);
    const res = await postLogin(portal, await openInteraction(portal), email, PASSWORD, {
      remoteAddress: '203.0.113.202',
      code: await totpCode(NORA_KEY),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('daily purge', () => {
  it('removes login failures older than the longest throttle window and keeps recent ones', async () => {
    await portal.db.orm.execute(
      sql`INSERT INTO login_failure (email, ip, failed_at) VALUES
        ('old@atlas.example', '192.0.2.1', now() - interval '2 hours'),
        ('new@atlas.example', '192.0.2.1', now() - interval '5 minutes')`,
    );
    await purgeSecurityState(portal.db);
    const left = await rows<{ email: string }>(
      portal.db.orm,
      sql`SELECT email FROM login_failure WHERE email IN ('old@atlas.example', 'new@atlas.example')`,
    );
    expect(left.map((r) => r.email)).toEqual(['new@atlas.example']);
  });
});
