// Drives the provider's login form directly: one interaction, many posts, from chosen addresses and headers.
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_IN_SCOPES } from '@portal/shared';
import type { TestPortal } from './setup.js';
import { pkcePair, redirectUri } from './sign-in.js';

export interface Interaction {
  url: string;
  cookie: string;
}

const cookiesOf = (res: LightMyRequestResponse) => {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0]!);
};

/** Opens a sign-in interaction (the page the login form lives on). */
export async function openInteraction(portal: TestPortal): Promise<Interaction> {
  const { config, app } = portal;
  const params = new URLSearchParams({
    client_id: config.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(config),
    scope: SIGN_IN_SCOPES.join(' '),
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const res = await app.inject({ method: 'GET', url: `${config.basePath}/oidc/auth?${params}` });
  const url = new URL(res.headers.location as string, 'http://localhost').pathname;
  return { url, cookie: cookiesOf(res).join('; ') };
}

/** Posts the login form once; a 303 means signed in, 400 a wrong password, 429 throttled. */
export async function postLogin(
  portal: TestPortal,
  interaction: Interaction,
  email: string,
  password: string,
  opts: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return portal.app.inject({
    method: 'POST',
    url: `${interaction.url}/login`,
    remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    headers: {
      cookie: interaction.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      ...opts.headers,
    },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}
