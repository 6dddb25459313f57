// Generated bad input for the embedded provider and the account pages, as security-fuzz.test.ts does
// for /v2: /oidc/auth and /oidc/token parameters, the login form and its second step, and every
// /account page (security, authenticator, forgotten password, reset and set-password links) get NUL
// bytes, overlong and odd Unicode text, broken percent-encoding, repeated or missing fields, other
// types (JSON arrays and objects), wrong content types and made-up cookies. Never a 5xx, never a
// stack trace or SQL in the answer, nobody signed in, and no table changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PASSWORD, pkcePair, redirectUri } from './helpers/sign-in.js';
import {
  mergeCookies,
  openInteraction,
  postLogin,
  signInWithSession,
  type Interaction,
} from './helpers/login-form.js';
import { digest, HARNESS_ENV } from './security-support.js';
import { propertyRuns } from './helpers/property-runs.js';

let portal: TestPortal;
/** Ada's interaction waiting for her second step, and Dan's browser session. */
let codeStep: Interaction;
let session: string;
let before: string;

beforeAll(async () => {
  portal = await startPortal({
    ...HARNESS_ENV,
    RATE_LIMIT_SIGN_IN: '1000000/60',
    RATE_LIMIT_TOKEN: '1000000/60',
  });
  codeStep = await openInteraction(portal);
  const res = await postLogin(portal, codeStep, 'ada.admin@atlas.example', PASSWORD, {
    secondStep: false,
  });
  codeStep.cookie = mergeCookies(codeStep.cookie, res);
  session = (await signInWithSession(portal, 'dan.dealer@atlas.example')).cookie;
  before = await digest(portal.db);
});
afterAll(async () => portal?.close());

const RUNS = propertyRuns(25);
/** A code in the shape of a recovery code that was never issued (a six-digit one might be right). */
const NEVER_RIGHT = 'zzzzz-zzzzz';

/** A bad value, as it goes into a query string or form body (already percent-encoded). */
interface Bad {
  label: string;
  encoded: string;
}
const text = (label: string, value: string): Bad => ({
  label,
  encoded: encodeURIComponent(value),
});

/** NUL bytes and broken encodings, the likeliest to reach code that is not ready for them, weigh most. */
const BAD: fc.Arbitrary<Bad> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
      .map(([a, b]) => text('NUL byte', `${a}\u0000${b}`)),
  },
  fc.constantFrom(8_193, 20_000).map((n) => text(`${n} characters`, 'x'.repeat(n))),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }).map((s) => text('unicode', s)),
  fc.constantFrom(
    text('right-to-left override', 'ada\u202e@atlas.example'),
    text('zero-width and combining', 'a\u200bd\u0301a@atlas.example'),
    text('emoji', '😀😀😀'),
    text('markup', '"><script>alert(1)</script>'),
    text('SQL', "' OR 1=1 --"),
    text('template', '${jndi:ldap://x}{{7*7}}'),
    text('path', '../../../etc/passwd'),
    text('empty', ''),
  ),
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('%ED%A0%80', '%zz', '%', '%C0%AF', '%E0%A4')
      .map((encoded) => ({ label: `broken encoding ${encoded}`, encoded })),
  },
);

/**
 * A form body or query string from valid fields, each of them kept, replaced by a bad value, left
 * out or sent twice (the second time bad), and sometimes a bad field name on top.
 */
function mutatedFields(valid: Record<string, string>) {
  const pair = (k: string, v: string) => `${encodeURIComponent(k)}=${v}`;
  const field = (name: string) => {
    const kept = pair(name, encodeURIComponent(valid[name]!));
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant({ label: '', parts: [kept] }) },
      {
        weight: 2,
        arbitrary: BAD.map((bad) => ({
          label: `${bad.label} in ${name}`,
          parts: [pair(name, bad.encoded)],
        })),
      },
      fc.constant({ label: `${name} missing`, parts: [] as string[] }),
      BAD.map((bad) => ({
        label: `${name} twice (${bad.label})`,
        parts: [kept, pair(name, bad.encoded)],
      })),
    );
  };
  const extra = fc.option(
    BAD.map((bad) => ({ label: `${bad.label} as a name`, parts: [`${bad.encoded}=x`] })),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...Object.keys(valid).map(field)), extra).map(([fields, more]) => {
    const all = [...fields, ...(more ? [more] : [])];
    return {
      label:
        all
          .map((f) => f.label)
          .filter(Boolean)
          .join(', ') || 'unchanged',
      body: all.flatMap((f) => f.parts).join('&'),
    };
  });
}

/** The same fields as JSON of other types, or as a body of the wrong kind. */
function otherBodies(valid: Record<string, string>) {
  const json = (label: string, body: unknown) => ({
    label,
    payload: JSON.stringify(body),
    type: 'application/json',
  });
  const names = Object.keys(valid);
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...names),
        fc.constantFrom<unknown>(['a', 'b'], { x: 1 }, 12, true, null, [[[]]]),
      )
      .map(([name, value]) =>
        json(`${name} as ${JSON.stringify(value)}`, { ...valid, [name]: value }),
      ),
    fc.constantFrom(
      { label: 'invalid JSON', payload: '{"email":', type: 'application/json' },
      { label: 'text/plain', payload: 'email=a', type: 'text/plain' },
      { label: 'multipart without boundary', payload: 'x', type: 'multipart/form-data' },
      {
        label: 'form over 8 KB',
        payload: `a=${'x'.repeat(9000)}`,
        type: 'application/x-www-form-urlencoded',
      },
      { label: 'no body', payload: '', type: 'application/x-www-form-urlencoded' },
    ),
  );
}

/** Made-up cookies: none, garbage session and interaction ids, an odd cookie header. */
const BAD_COOKIES = fc.constantFrom(
  '',
  '_session=made-up-session-id',
  `_session=${'a'.repeat(400)}`,
  '_session=%00; _interaction=%00',
  '_interaction=x; _interaction.sig=y; _session.sig=z',
  '_session=; _session=x',
  `_session=${encodeURIComponent('😀\u202e')}`,
  ';;;=;',
);

/** A stack trace (its frames' source locations), or SQL, in an answer. */
const LEAKS =
  /node_modules\/|node:internal|\.(?:ts|js|tsx):\d+:\d+|\bSELECT [\w*"., ()]+ FROM\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b|syntax error at or near|violates \w+ constraint|duplicate key value|relation "\w+"/;

/** The answer shows nothing internal and signed nobody in. */
function expectRefused(res: LightMyRequestResponse, where: string) {
  const context = `${where}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  expect(res.body, `${where}: the answer shows internals`).not.toMatch(LEAKS);
  // Nobody signed in: no authorization code on the way to the portal.
  expect(String(res.headers.location ?? ''), context).not.toMatch(/[?&]code=/);
}

/**
 * No table changed over a whole property (every request in it must fail). Checked once per
 * property: the digest reads every table, which per request made the harness slow on PostgreSQL.
 */
async function expectUnchanged(where: string) {
  expect(await digest(portal.db), `${where}: a refused request changed data`).toBe(before);
}

const address = fc.integer({ min: 1, max: 254 }).map((n) => `198.18.7.${n}`);

const send = (opts: InjectOptions) => portal.app.inject(opts);
const form = (body: string) => ({
  payload: body,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('generated bad input for the embedded provider', () => {
  it('GET /oidc/auth: bad, repeated and missing parameters', async () => {
    const valid = {
      client_id: portal.config.clientId,
      response_type: 'code',
      redirect_uri: redirectUri(portal.config),
      scope: 'openid profile',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
      ui_locales: 'de',
      login_hint: 'ada.admin@atlas.example',
      acr_values: 'urn:atlas:acr:mfa',
      prompt: 'login',
      max_age: '300',
    };
    await fc.assert(
      fc.asyncProperty(mutatedFields(valid), async (m) => {
        const res = await send({ url: `/oidc/auth?${m.body}` });
        const where = `GET /oidc/auth, ${m.label}`;
        expectRefused(res, where);
        // A request that is still valid goes to the login page; anything else is refused.
        if (res.statusCode !== 303) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS },
    );
    await expectUnchanged('GET /oidc/auth');
  });

  it('POST /oidc/token: bad fields, types, content types and client credentials', async () => {
    const valid = {
      grant_type: 'authorization_code',
      code: 'made-up-authorization-code',
      redirect_uri: redirectUri(portal.config),
      client_id: portal.config.clientId,
      code_verifier: pkcePair().verifier,
      refresh_token: 'made-up-refresh-token',
    };
    const request = fc.oneof(
      mutatedFields(valid).map((m) => ({ label: m.label, ...form(m.body), auth: undefined })),
      otherBodies(valid).map((b) => ({
        label: b.label,
        payload: b.payload,
        headers: { 'content-type': b.type },
        auth: undefined,
      })),
      fc
        .constantFrom(
          'Basic %%%',
          'Basic AAAA',
          `Basic ${Buffer.from('a\u0000:b').toString('base64')}`,
          'Bearer x',
        )
        .map((auth) => ({
          label: `authorization ${auth}`,
          ...form(new URLSearchParams(valid).toString()),
          auth,
        })),
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await send({
          method: 'POST',
          url: '/oidc/token',
          payload: r.payload,
          headers: { ...r.headers, ...(r.auth ? { authorization: r.auth } : {}) },
        });
        const where = `POST /oidc/token, ${r.label}`;
        expectRefused(res, where);
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.body, where).not.toContain('access_token');
      }),
      { numRuns: RUNS },
    );
    await expectUnchanged('POST /oidc/token');
  });

  it('the login form: bad fields, other bodies, unknown interactions and made-up cookies', async () => {
    const interaction = await openInteraction(portal);
    const valid = {
      email: 'ada.admin@atlas.example',
      password: 'not-the-password',
      code: NEVER_RIGHT,
    };
    const body = fc.oneof(
      mutatedFields(valid).map((m) => ({ label: m.label, ...form(m.body) })),
      otherBodies(valid).map((b) => ({
        label: b.label,
        payload: b.payload,
        headers: { 'content-type': b.type },
      })),
    );
    const target = fc.oneof(
      fc.constant({ label: 'its interaction', url: interaction.url, cookie: interaction.cookie }),
      fc
        .tuple(fc.constantFrom('%00', 'x'.repeat(300), '%ED%A0%80', '..'), BAD_COOKIES)
        .map(([uid, cookie]) => ({
          label: `interaction ${uid.slice(0, 12)}`,
          url: `/oidc/interaction/${uid}`,
          cookie,
        })),
      BAD_COOKIES.map((cookie) => ({
        label: `cookie ${cookie.slice(0, 30)}`,
        url: interaction.url,
        cookie,
      })),
    );
    await fc.assert(
      fc.asyncProperty(body, target, address, BAD, async (b, t, remoteAddress, locale) => {
        const cookie = t.cookie ? { cookie: t.cookie } : {};
        const res = await send({
          method: 'POST',
          url: `${t.url}/login`,
          remoteAddress,
          payload: b.payload,
          headers: { ...b.headers, ...cookie },
        });
        expectRefused(res, `POST ${t.label}/login, ${b.label}`);
        // The page itself, in a language asked for with bad text.
        const page = await send({ url: `${t.url}?ui_locales=${locale.encoded}`, headers: cookie });
        expectRefused(page, `GET ${t.label}, ${locale.label} in ui_locales`);
      }),
      { numRuns: RUNS * 2 },
    );
    await expectUnchanged('the login pages');
  });

  it('the second step: bad codes, other bodies and made-up cookies on code, setup and continue', async () => {
    const body = fc.oneof(
      mutatedFields({ code: NEVER_RIGHT }).map((m) => ({ label: m.label, ...form(m.body) })),
      otherBodies({ code: NEVER_RIGHT }).map((b) => ({
        label: b.label,
        payload: b.payload,
        headers: { 'content-type': b.type },
      })),
    );
    const cookie = fc.oneof(fc.constant(codeStep.cookie), BAD_COOKIES);
    const step = fc.constantFrom('code', 'setup', 'continue');
    await fc.assert(
      fc.asyncProperty(body, cookie, step, address, async (b, c, s, remoteAddress) => {
        const res = await send({
          method: 'POST',
          url: `${codeStep.url}/${s}`,
          remoteAddress,
          payload: b.payload,
          headers: { ...b.headers, ...(c ? { cookie: c } : {}) },
        });
        expectRefused(res, `POST /${s}, ${b.label}, cookie ${c.slice(0, 30)}`);
      }),
      { numRuns: RUNS * 2 },
    );
    await expectUnchanged('the second step');
  });
});

describe('generated bad input for the account pages', () => {
  const PAGES = {
    '/account/security': {
      email: 'dan.dealer@atlas.example',
      current: 'not-the-password',
      password: 'New-Password-2026!x',
      confirm: 'New-Password-2026!x',
      question: 'firstPet',
      answer: 'a good answer',
      ui_locale: 'de',
    },
    '/account/security/authenticator': { action: 'regenerate', code: NEVER_RIGHT, ui_locale: 'fr' },
    '/account/forgot': { email: 'nobody@atlas.example', ui_locale: 'es' },
    '/account/reset': {
      token: 'made-up-reset-token',
      password: 'New-Password-2026!x',
      confirm: 'New-Password-2026!x',
    },
    '/account/verify': {
      token: 'made-up-verification-token',
      password: 'New-Password-2026!x',
      confirm: 'New-Password-2026!x',
    },
  } as const;
  const paths = Object.keys(PAGES) as (keyof typeof PAGES)[];

  it.each(paths)(
    'POST %s: bad fields, other bodies, made-up sessions and other sites',
    async (path) => {
      const request = fc.oneof(
        mutatedFields(PAGES[path]).map((m) => ({ label: m.label, ...form(m.body) })),
        otherBodies(PAGES[path]).map((b) => ({
          label: b.label,
          payload: b.payload,
          headers: { 'content-type': b.type },
        })),
      );
      // Dan's own session, a made-up one, or a post from another site (SameSite keeps it cookieless).
      const cookie = fc.oneof(fc.constant(session), BAD_COOKIES);
      const origin = fc.constantFrom(undefined, 'https://evil.example', 'null');
      await fc.assert(
        fc.asyncProperty(request, cookie, origin, address, async (r, c, o, remoteAddress) => {
          const res = await send({
            method: 'POST',
            url: path,
            remoteAddress,
            payload: r.payload,
            headers: { ...r.headers, ...(c ? { cookie: c } : {}), ...(o ? { origin: o } : {}) },
          });
          const where = `POST ${path}, ${r.label}, cookie ${c.slice(0, 30)}`;
          expectRefused(res, where);
          // The forgotten-password page answers the same for every address (nothing was sent).
          if (path !== '/account/forgot') expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS },
      );
      await expectUnchanged(`POST ${path}`);
    },
  );

  it('GET every account page with bad query parameters and made-up sessions', async () => {
    const query = fc.oneof(
      mutatedFields({ token: 'made-up-token', ui_locales: 'ko' }).map((m) => m.body),
      BAD.map((b) => `ui_locales=${b.encoded}&ui_locales=x`),
    );
    const cookie = fc.oneof(fc.constant(session), BAD_COOKIES);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, cookie, async (path, q, c) => {
        const res = await send({ url: `${path}?${q}`, headers: c ? { cookie: c } : {} });
        expectRefused(res, `GET ${path}?${q.slice(0, 60)}`);
      }),
      { numRuns: RUNS * 2 },
    );
    await expectUnchanged('GET of the account pages');
  });
});
