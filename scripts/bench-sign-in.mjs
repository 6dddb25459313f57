// Signs a demo user in through the portal's own provider with fetch, for the benchmark scripts.
import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';

export const DEMO_PASSWORD = 'Portal-Demo-2026!';
/** The demo administrators' authenticator key (README, "Demo accounts"). */
export const DEMO_TOTP_SECRET = 'ATLASPORTALDEMOSECRETKEY234567AB';

/** The browser's code flow with PKCE against `origin`, with a tiny cookie jar; returns the access token. */
export async function signInWithFetch(origin, email, password = DEMO_PASSWORD) {
  return (await codeFlowTokens(origin, email, password)).access_token;
}

/**
 * The same code flow; resolves with the token endpoint's answer (access, ID and refresh token),
 * and fails when a step does not go through.
 */
export async function codeFlowTokens(origin, email, password = DEMO_PASSWORD) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/login/callback`;
  const q = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access api:iam',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  let res = await fetch(`${origin}/oidc/auth?${q}`, { redirect: 'manual' });
  keep(res);
  const interaction = new URL(res.headers.get('location'), origin).href;
  res = await fetch(`${interaction}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
  keep(res);
  let location = res.headers.get('location');
  let codeSent = false;
  while (!location || !location.startsWith(redirectUri)) {
    if (!location) {
      // A page instead of a redirect: the second step asks for a code of the demo key, once.
      const action = /action="([^"]*\/interaction\/[^"/]+\/code)"/.exec(await res.text())?.[1];
      if (!action || codeSent) throw new Error(`signing ${email} in stopped at ${res.status}`);
      codeSent = true;
      const code = await generate({ secret: DEMO_TOTP_SECRET, period: 30 });
      res = await fetch(new URL(action.replaceAll('&amp;', '&'), origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code }),
      });
    } else {
      res = await fetch(new URL(location, origin), {
        redirect: 'manual',
        headers: { cookie: cookie() },
      });
    }
    keep(res);
    location = res.headers.get('location');
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`signing ${email} in ended without a code`);
  const token = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'portal',
      code_verifier: verifier,
    }),
  });
  if (!token.ok)
    throw new Error(`code exchange for ${email}: ${token.status} ${await token.text()}`);
  return token.json();
}
