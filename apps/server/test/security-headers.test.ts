// The security-relevant headers of each kind of answer, as a snapshot: the SPA's index page, a
// hashed asset, an API answer, the provider's login page and a document download (over http, so no
// HSTS). The CSP is asserted by its rules: no inline script or style allowed, no framing, no plugins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { SIGN_IN_SCOPES } from '@portal/shared';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { pkcePair, redirectUri, signIn } from './helpers/sign-in.js';
import { PERSONA_EMAILS } from './users-support.js';

const ASSET = 'assets/index-Bx7kQ2aZ.js';
let webDist: string;
let portal: TestPortal;
let token: string;

beforeAll(async () => {
  // A web build of two files: the server's way of serving them is what is under test.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><!-- portal-config --><script type="module" src="./${ASSET}"></script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(webDist, ASSET), 'console.log(1);');
  // The test's requests come from 127.0.0.1: a trusted proxy for the https case.
  portal = await startPortal({ WEB_DIST: webDist, TRUST_PROXY: '127.0.0.1' });
  token = (await signIn(portal.app, portal.config, PERSONA_EMAILS.ada)).access_token;
});
afterAll(async () => {
  await portal?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const PICKED = [
  'cache-control',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
] as const;

function picked(res: LightMyRequestResponse) {
  return Object.fromEntries(PICKED.map((h) => [h, res.headers[h]]));
}

/** The directives of a Content-Security-Policy header, each a list of sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function startAuthorize(headers: Record<string, string> = {}, on: TestPortal = portal) {
  const { challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: on.config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(on.config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 's',
  });
  return on.app.inject({ url: `/oidc/auth?${params}`, headers });
}

async function loginPage() {
  const start = await startAuthorize();
  const cookie = ([] as string[])
    .concat(start.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const location = new URL(String(start.headers.location), portal.config.publicUrl);
  return portal.app.inject({ url: location.pathname, headers: { cookie } });
}

async function download() {
  const doc = await one<{ id: number }>(portal.db.orm, sql`SELECT id FROM document LIMIT 1`);
  return portal.app.inject({
    url: `/v2/documents/${doc!.id}/content`,
    headers: { authorization: `Bearer ${token}` },
  });
}

const BASE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': undefined,
};

const CASES: [string, () => Promise<LightMyRequestResponse>, Record<string, unknown>][] = [
  [
    'the SPA index page',
    () => portal.app.inject({ url: '/admin/users', headers: { accept: 'text/html' } }),
    { ...BASE, 'cache-control': 'no-cache' },
  ],
  [
    'a hashed asset',
    () => portal.app.inject({ url: `/${ASSET}` }),
    { ...BASE, 'cache-control': 'public, max-age=31536000, immutable' },
  ],
  [
    'an API answer',
    () => portal.app.inject({ url: '/v2/user', headers: { authorization: `Bearer ${token}` } }),
    { ...BASE, 'cache-control': 'no-store' },
  ],
  ['the login page', loginPage, { ...BASE, 'cache-control': 'no-store' }],
  ['a document download', download, { ...BASE, 'cache-control': 'private, no-store' }],
];

describe('security headers', () => {
  it.each(CASES)('%s', async (_name, fetch, expected) => {
    const res = await fetch();
    expect(res.statusCode).toBe(200);
    expect(picked(res)).toEqual(expected);
  });

  it('serves the page for / and deep links, each file, and a 404 for a missing file or a folder', async () => {
    const get = (url: string) => portal.app.inject({ url, headers: { accept: 'text/html' } });
    for (const url of ['/', '/admin/users', '/assets']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('name="portal-config"');
    }
    expect((await get(`/${ASSET}`)).body).toBe('console.log(1);');
    for (const url of ['/assets/', '/assets/missing.js', '/v2/missing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('code');
    }
  });

  it.each(CASES)('%s: CSP allows no inline script or style, no framing', async (_name, fetch) => {
    const policy = csp(await fetch());
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src']) {
      const sources = policy[directive] ?? policy['default-src']!;
      expect(sources, directive).not.toContain("'unsafe-inline'");
      expect(sources, directive).not.toContain("'unsafe-eval'");
      expect(sources, directive).not.toContain('*');
    }
  });

  it('marks the provider cookies HttpOnly, SameSite=Lax, and Secure when PUBLIC_URL is https', async () => {
    const cookies = async (headers: Record<string, string> = {}) =>
      ([] as string[]).concat((await startAuthorize(headers)).headers['set-cookie'] ?? []);
    const plain = await cookies();
    expect(plain.length).toBeGreaterThan(0);
    for (const c of plain) {
      expect(c).toMatch(/; httponly/i);
      expect(c).toMatch(/; samesite=lax/i);
      expect(c).not.toMatch(/; secure/i);
    }
    // The provider takes its protocol from PUBLIC_URL, never from a forwarded header.
    for (const c of await cookies({ 'x-forwarded-proto': 'https' }))
      expect(c).not.toMatch(/; secure/i);
    // A portal published over https (behind its TLS proxy) marks them Secure.
    const tls = await startPortal({ PUBLIC_URL: 'https://localhost:3999' });
    try {
      const res = await startAuthorize({}, tls);
      const secure = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(secure.length).toBeGreaterThan(0);
      for (const c of secure) expect(c).toMatch(/; secure/i);
    } finally {
      await tls.close();
    }
  });
});
