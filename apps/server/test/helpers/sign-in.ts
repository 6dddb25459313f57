// Signs a user in through the embedded provider's real flow (authorize, login form, code, PKCE token exchange).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGN_IN_SCOPES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { isSecondStep, postCode, totpCode } from './second-step.js';

export const PASSWORD = 'Portal-Demo-2026!';

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  scope: string;
}

class CookieJar {
  private readonly jar = new Map<string, string>();
  take(res: LightMyRequestResponse) {
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  header() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const u = new URL(location, 'http://localhost:3999');
  return u.pathname + u.search;
};

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function redirectUri(config: Config) {
  return `${config.publicUrl}${config.basePath}/login/callback`;
}

/** Runs the browser's part of the code flow and returns the authorization code (or the login page on failure). */
export async function authorize(
  app: FastifyInstance,
  config: Config,
  email: string,
  password = PASSWORD,
  extra: Record<string, string> = {},
) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  });
  let res = await app.inject({ method: 'GET', url: `${config.basePath}/oidc/auth?${params}` });
  jar.take(res);
  if (res.statusCode !== 303) return { res, verifier };
  const interaction = pathOf(res.headers.location as string);
  res = await app.inject({ method: 'GET', url: interaction, headers: { cookie: jar.header() } });
  jar.take(res);
  const loginPage = res;
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.take(res);
  // Demo administrators have an authenticator app: the README's key gives the code.
  if (isSecondStep(res)) {
    res = await postCode(app, interaction, jar.header(), await totpCode());
    jar.take(res);
  }
  if (res.statusCode !== 303) return { res, verifier, loginPage };
  // Follow the provider's redirects until it sends us back to the client.
  for (let i = 0; i < 5 && res.statusCode === 303; i++) {
    const location = res.headers.location as string;
    if (location.startsWith(redirectUri(config))) {
      const code = new URL(location).searchParams.get('code');
      // The browser's cookies (the provider session), for calls made from the same browser.
      const cookie = jar.header();
      return { res, verifier, code: code ?? undefined, location, loginPage, cookie };
    }
    res = await app.inject({
      method: 'GET',
      url: pathOf(location),
      headers: { cookie: jar.header() },
    });
    jar.take(res);
  }
  return { res, verifier, loginPage };
}

export async function exchangeCode(
  app: FastifyInstance,
  config: Config,
  code: string,
  verifier: string,
) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/oidc/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(config),
      client_id: config.clientId,
      code_verifier: verifier,
    }).toString(),
  });
}

export async function refresh(app: FastifyInstance, config: Config, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/oidc/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: config.clientId,
    }).toString(),
  });
}

/** Signs in and returns the tokens, failing loudly when any step does not work. */
export async function signIn(
  app: FastifyInstance,
  config: Config,
  email: string,
  password = PASSWORD,
): Promise<Tokens> {
  const { code, verifier, res } = await authorize(app, config, email, password);
  if (!code)
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const token = await exchangeCode(app, config, code, verifier);
  if (token.statusCode !== 200)
    throw new Error(`token exchange failed: ${token.statusCode} ${token.body}`);
  return token.json<Tokens>();
}

/**
 * Moves every used refresh token's first use a minute back, past the grace window in which a
 * just-rotated token is still accepted, so that the next reuse counts as theft.
 */
export async function ageRotatedRefreshTokens(db: Database) {
  await db.orm.execute(
    sql`UPDATE oidc_payload SET consumed_at = now() - interval '1 minute'
        WHERE model = 'RefreshToken' AND consumed_at IS NOT NULL`,
  );
}
