// Drives the provider's login form directly: one interaction, many posts, from chosen addresses and headers.
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_IN_SCOPES } from '@portal/shared';
import type { TestPortal } from './setup.js';
import { exchangeCode, pkcePair, redirectUri, PASSWORD, type Tokens } from './sign-in.js';
import { isSecondStep, postCode, totpCode } from './second-step.js';

export interface Interaction {
  url: string;
  cookie: string;
  verifier: string;
}

const cookiesOf = (res: LightMyRequestResponse) => {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0]!);
};

/** Merges a response's cookies into a Cookie header (a later value replaces an earlier one). */
export function mergeCookies(cookie: string, res: LightMyRequestResponse): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c] as const),
  );
  for (const c of cookiesOf(res)) jar.set(c.slice(0, c.indexOf('=')), c);
  return [...jar.values()].filter((c) => !c.endsWith('=')).join('; ');
}

/** Opens a sign-in interaction (the page the login form lives on). */
export async function openInteraction(portal: TestPortal): Promise<Interaction> {
  const { config, app } = portal;
  const { verifier, challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const res = await app.inject({ method: 'GET', url: `${config.basePath}/oidc/auth?${params}` });
  const url = new URL(res.headers.location as string, 'http://localhost').pathname;
  return { url, cookie: cookiesOf(res).join('; '), verifier };
}

/**
 * Posts the login form once; a 303 means signed in, 400 a wrong password, 429 throttled. A demo
 * administrator's second step is passed with the README key's code, unless `secondStep` is false.
 */
export async function postLogin(
  portal: TestPortal,
  interaction: Interaction,
  email: string,
  password: string,
  opts: {
    remoteAddress?: string;
    headers?: Record<string, string>;
    secondStep?: boolean;
    /** A second factor's code sent with the password (the slow-down's form). */
    code?: string;
  } = {},
) {
  const res = await portal.app.inject({
    method: 'POST',
    url: `${interaction.url}/login`,
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    headers: {
      cookie: interaction.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...opts.headers,
    },
    payload: new URLSearchParams({
      email,
      password,
      ...(opts.code === undefined ? {} : { code: opts.code }),
    }).toString(),
  });
  if (opts.secondStep === false || !isSecondStep(res)) return res;
  const cookie = mergeCookies(interaction.cookie, res);
  return postCode(portal.app, interaction.url, cookie, await totpCode(), opts.remoteAddress);
}

/** Signs in through the login form and returns the tokens and the browser's provider cookies (its session). */
export async function signInWithSession(
  portal: TestPortal,
  email: string,
): Promise<{ tokens: Tokens; cookie: string }> {
  const interaction = await openInteraction(portal);
  let res = await postLogin(portal, interaction, email, PASSWORD);
  let cookie = mergeCookies(interaction.cookie, res);
  const callback = redirectUri(portal.config);
  for (let i = 0; i < 5 && res.statusCode === 303; i++) {
    const location = res.headers.location as string;
    if (location.startsWith(callback)) {
      const code = new URL(location).searchParams.get('code')!;
      const token = await exchangeCode(portal.app, portal.config, code, interaction.verifier);
      return { tokens: token.json<Tokens>(), cookie };
    }
    const u = new URL(location, 'http://localhost:3999');
    res = await portal.app.inject({
      method: 'GET',
      url: u.pathname + u.search,
      headers: { cookie },
    });
    cookie = mergeCookies(cookie, res);
  }
  throw new Error(`sign-in of ${email} failed: ${res.statusCode}`);
}

/** Follows the provider's redirects after a finished step of `interaction` to its tokens. */
export async function tokensAfter(
  portal: TestPortal,
  interaction: Interaction,
  first: LightMyRequestResponse,
): Promise<Tokens> {
  let res = first;
  let cookie = mergeCookies(interaction.cookie, first);
  for (let i = 0; i < 5 && res.statusCode === 303; i++) {
    const location = res.headers.location as string;
    if (location.startsWith(redirectUri(portal.config))) {
      const code = new URL(location).searchParams.get('code')!;
      const token = await exchangeCode(portal.app, portal.config, code, interaction.verifier);
      return token.json<Tokens>();
    }
    const u = new URL(location, 'http://localhost:3999');
    res = await portal.app.inject({ url: u.pathname + u.search, headers: { cookie } });
    cookie = mergeCookies(cookie, res);
  }
  throw new Error(`sign-in did not finish: ${res.statusCode} ${res.body.slice(0, 300)}`);
}
