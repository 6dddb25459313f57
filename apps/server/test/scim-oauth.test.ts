// A provisioning client's OAuth client: client credentials with scope scim at the embedded
// provider's token endpoint; /scim/v2 takes its access tokens (issuer, audience, type, expiry,
// scope, client usable, secret not renewed since) in the client's own delegated scope and rate
// limit; revoking the provisioning client stops the bearer token and the OAuth client at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, SignJWT, type JWK } from 'jose';
import { loadProviderSecrets } from '../src/oidc/keys.js';
import { insertUser, tokensFor } from './users-support.js';
import {
  auditOfUser,
  clientCredentials,
  entraUser,
  issueOAuth,
  registerClient,
  scimWith,
  startScimPortal,
  type ScimPortal,
} from './scim-support.js';

let s: ScimPortal;
beforeAll(async () => {
  s = await startScimPortal({ RATE_LIMIT_API_WRITE: '1000/60' });
});
afterAll(async () => s?.portal.close());

async function accessToken(clientId: string, secret: string) {
  const res = await clientCredentials(s.portal, clientId, secret);
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string; scope: string; token_type: string }>();
}

/** A token signed with the provider's own key, with the given claims (to test each check). */
async function forged(claims: Record<string, unknown>) {
  const { jwks } = await loadProviderSecrets(s.portal.db);
  const jwk = jwks.keys.find((k: JWK) => k.alg === 'ES256')!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: s.portal.config.issuer,
    aud: `${s.portal.config.publicUrl}${s.portal.config.basePath}/scim/v2`,
    iat: now,
    exp: now + 300,
    scope: 'scim',
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid!, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'ES256'));
}

describe('OAuth client of a provisioning client', () => {
  it('is issued once with its secret; its token provisions in the client scope, audited as the client', async () => {
    const oauth = await issueOAuth(s, s.clientId);
    expect(oauth).toMatchObject({
      clientId: `atlas-scim-${s.clientId}`,
      tokenEndpoint: `${s.portal.config.issuer}/token`,
      scope: 'scim',
    });
    const list = await s.as('ada', 'GET', '/v2/admin/provisioning-clients');
    expect(list.body).not.toContain(oauth.clientSecret);
    expect(list.json<{ items: { id: number; oauthClientId: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id: s.clientId, oauthClientId: oauth.clientId }),
    );

    const token = await accessToken(oauth.clientId, oauth.clientSecret);
    expect(token).toMatchObject({ scope: 'scim', token_type: 'Bearer' });
    const created = await scimWith(s.portal, token.access_token, 'POST', '/Users', entraUser());
    expect(created.statusCode).toBe(201);
    const id = Number(created.json<{ id: string }>().id);
    expect((await auditOfUser(s.portal, id))[0]).toMatchObject({ changed_by: 'scim:Entra' });
    // The client's delegated scope: a user at another location does not exist for it.
    const { id: outside } = await insertUser(s.portal.db, { orgCodes: ['ATL-0002'] });
    const hidden = await scimWith(s.portal, token.access_token, 'GET', `/Users/${outside}`);
    expect(hidden.statusCode).toBe(404);
  });

  it('the token endpoint refuses a wrong secret and another resource; a token without scope scim is a 403', async () => {
    const oauth = await issueOAuth(s, s.clientId);
    const wrong = await clientCredentials(s.portal, oauth.clientId, `${oauth.clientSecret}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const api = await clientCredentials(
      s.portal,
      oauth.clientId,
      oauth.clientSecret,
      `scope=scim&resource=${encodeURIComponent(s.portal.config.audience)}`,
    );
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: 'invalid_target' });

    const bare = await clientCredentials(s.portal, oauth.clientId, oauth.clientSecret, '');
    expect(bare.statusCode).toBe(200);
    const refused = await scimWith(s.portal, bare.json().access_token, 'GET', '/Users');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toContain('insufficient_scope');
  });

  it('refuses tokens of the wrong issuer, audience or type, expired ones, and a person’s token', async () => {
    const clientId = `atlas-scim-${s.clientId}`;
    await issueOAuth(s, s.clientId);
    const base = { client_id: clientId, sub: clientId, iat_ms: Date.now() + 1000 };
    const good = await forged(base);
    expect((await scimWith(s.portal, good, 'GET', '/ServiceProviderConfig')).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    for (const bad of [
      await forged({ ...base, iss: 'https://elsewhere.example/oidc' }),
      await forged({ ...base, aud: s.portal.config.audience }),
      await forged({ ...base, exp: now - 60, iat: now - 400 }),
      await forged({ ...base, sub: 'ada' }),
      await forged({ ...base, client_id: 'atlas-scim-999999', sub: 'atlas-scim-999999' }),
    ]) {
      const res = await scimWith(s.portal, bad, 'GET', '/ServiceProviderConfig');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: '401' });
    }
    const { ada } = await tokensFor(s.portal, ['ada']);
    expect((await scimWith(s.portal, ada, 'GET', '/Users')).statusCode).toBe(401);
  });

  it('a new secret stops the old one and the tokens issued with it', async () => {
    const first = await issueOAuth(s, s.clientId);
    const before = await accessToken(first.clientId, first.clientSecret);
    expect((await scimWith(s.portal, before.access_token, 'GET', '/Users')).statusCode).toBe(200);
    const second = await issueOAuth(s, s.clientId);
    expect((await scimWith(s.portal, before.access_token, 'GET', '/Users')).statusCode).toBe(401);
    expect((await clientCredentials(s.portal, first.clientId, first.clientSecret)).statusCode).toBe(
      401,
    );
    const after = await accessToken(second.clientId, second.clientSecret);
    expect((await scimWith(s.portal, after.access_token, 'GET', '/Users')).statusCode).toBe(200);
  });

  it('revoking the provisioning client stops its bearer token, its access tokens and new grants', async () => {
    const other = await registerClient(s.portal, s.as, 'Okta');
    const oauth = await issueOAuth(s, other.client.id);
    const token = await accessToken(oauth.clientId, oauth.clientSecret);
    expect((await scimWith(s.portal, token.access_token, 'GET', '/Users')).statusCode).toBe(200);
    expect((await scimWith(s.portal, other.token, 'GET', '/Users')).statusCode).toBe(200);

    const revoked = await s.as(
      'ada',
      'DELETE',
      `/v2/admin/provisioning-clients/${other.client.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await scimWith(s.portal, token.access_token, 'GET', '/Users')).statusCode).toBe(401);
    expect((await scimWith(s.portal, other.token, 'GET', '/Users')).statusCode).toBe(401);
    const grant = await clientCredentials(s.portal, oauth.clientId, oauth.clientSecret);
    expect(grant.statusCode).toBe(401);
    expect(grant.json()).toMatchObject({ error: 'invalid_client' });
    const again = await s.as(
      'ada',
      'POST',
      `/v2/admin/provisioning-clients/${other.client.id}/oauth-client`,
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  it('ServiceProviderConfig and the OpenAPI description name the client-credentials flow', async () => {
    const config = (await s.scim('GET', '/ServiceProviderConfig')).json<{
      authenticationSchemes: { type: string }[];
    }>();
    expect(config.authenticationSchemes.map((a) => a.type)).toEqual(['oauthbearertoken', 'oauth2']);
    const doc = (await s.portal.app.inject({ method: 'GET', url: '/scim/v2/openapi.json' })).json<{
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.clientCredentials).toMatchObject({
      type: 'oauth2',
      flows: {
        clientCredentials: {
          tokenUrl: `${s.portal.config.issuer}/token`,
          scopes: { scim: expect.any(String) },
        },
      },
    });
  });
});
