// The token verifier's memory of verified tokens: it never outlives the token's expiry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createTokenVerifier } from './verify-token.js';

const ISSUER = 'http://localhost:3999/oidc';
const AUDIENCE = 'http://localhost:3999/v2';

async function setup() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const verify = createTokenVerifier({
    audience: AUDIENCE,
    issuers: [{ issuer: ISSUER, jwks: { keys: [jwk] } }],
    requireAtJwt: true,
  });
  const sign = (expiresInSeconds: number) =>
    new SignJWT({ scope: 'openid api:iam', roles: ['DEALER_ADMIN'] })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(privateKey);
  return { verify, sign };
}

afterEach(() => vi.useRealTimers());

describe('verified tokens', () => {
  it('answers again from memory while the token is valid', async () => {
    const { verify, sign } = await setup();
    const token = await sign(300);
    const first = await verify(token);
    expect(first).toEqual({
      sub: 'user-1',
      scope: 'openid api:iam',
      roles: ['DEALER_ADMIN'],
      iss: ISSUER,
      issuedAtMs: expect.any(Number),
    });
    expect(await verify(token)).toBe(first);
  });

  it('refuses a token it verified before once the token has expired', async () => {
    const { verify, sign } = await setup();
    const token = await sign(30);
    await expect(verify(token)).resolves.toMatchObject({ sub: 'user-1' });
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    await expect(verify(token)).rejects.toThrow('The access token has expired.');
  });

  it('still refuses a token whose signature does not match, even with a valid twin in memory', async () => {
    const { verify, sign } = await setup();
    const token = await sign(300);
    await verify(token);
    const [h, p, sig] = token.split('.');
    const tampered = `${h}.${p}.${sig!.slice(0, -4)}AAAA`;
    await expect(verify(tampered)).rejects.toThrow('The access token is not valid.');
  });
});
