// The embedded OpenID provider (oidc-provider), configured for the portal's one public client, the
// integration workers' client and the OAuth clients of SCIM provisioning clients.
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ACR, API_SCOPES, INTEGRATION_INGEST_SCOPE, OIDC_SCOPES } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  hashedSecretMatches,
  oauthClientMetadata,
  provisioningIdOf,
  SCIM_SCOPE,
  scimResource,
} from '../services/scim/oauth-client.js';
import { adapterFactory } from './adapter.js';
import { loadProviderSecrets } from './keys.js';
import { findAccount, rolesForSubject } from './accounts.js';
import { recordTokenUses, type TokenUse } from '../repositories/oidc/session-repository.js';
import { batches } from '../lib/batches.js';
import { pageContext, renderProviderError, renderLogoutPage } from './pages.js';
import { registerRefreshGrant } from './refresh-grant.js';
import { registerCodeGrant } from './code-grant.js';

/** Redirect URIs of the portal client: one per allowed origin, exactly. */
export function clientUris(config: Config) {
  return {
    redirect_uris: config.allowedOrigins.map((o) => `${o}${config.basePath}/login/callback`),
    post_logout_redirect_uris: config.allowedOrigins.map((o) => `${o}${config.basePath}/`),
  };
}

export async function createProvider(config: Config, db: Database): Promise<Provider> {
  const secrets = await loadProviderSecrets(db);
  // The uses of tokens issued meanwhile go into one statement (PGlite runs one at a time).
  const recordTokenUse = batches(
    async (uses: TokenUse[]) => {
      await recordTokenUses(db.orm, uses);
      return uses.map(() => undefined);
    },
    { max: 200, parallel: db.kind === 'pglite' ? 1 : 4 },
  );
  const audience = config.audience;
  const scim = scimResource(config);

  const configuration: Configuration = {
    // Clients beyond the static ones are the provisioning clients' (atlas-scim-<id>), read per request.
    adapter: adapterFactory(db, (id) => oauthClientMetadata(db.orm, id)),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Atlas Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        require_auth_time: true,
        // ES256 signs the tokens (oidc/keys.ts); RS256 stays in the JWKS for older tokens.
        id_token_signed_response_alg: 'ES256',
        ...clientUris(config),
      },
      // External workers report integration errors with client-credentials tokens (issue 13).
      ...(config.integrationClient.secret
        ? [
            {
              client_id: config.integrationClient.clientId,
              client_secret: config.integrationClient.secret,
              client_name: 'Integration workers',
              token_endpoint_auth_method: 'client_secret_basic' as const,
              grant_types: ['client_credentials'],
              response_types: [],
              redirect_uris: [],
            },
          ]
        : []),
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES],
    acrValues: [ACR.password, ACR.multiFactor],
    claims: {
      // acr and amr (issue 26): how the person signed in, in every ID token.
      openid: ['sub', 'acr', 'amr'],
      profile: [
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'locale',
        'organization',
      ],
      email: ['email', 'email_verified'],
      groups: ['groups'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => findAccount(db, sub),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // The provider has validated the hint's signature; it must also be this session's user.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const own =
            hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          const page = pageContext(
            config,
            ctx.oidc.params?.post_logout_redirect_uri,
            ctx.oidc.params?.ui_locales,
            ctx.get('accept-language'),
          );
          ctx.type = 'html';
          ctx.body = renderLogoutPage(page, form, own);
        },
      },
      resourceIndicators: {
        enabled: true,
        // A SCIM client's tokens are for /scim/v2 only (scope scim); everyone else's for the API.
        defaultResource: (_ctx, client) =>
          provisioningIdOf(client?.clientId) === undefined ? audience : scim,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          const scimClient = provisioningIdOf(client.clientId) !== undefined;
          if (scimClient !== (resource === scim)) throw new errors.InvalidTarget();
          if (scimClient)
            return {
              scope: SCIM_SCOPE,
              audience: scim,
              accessTokenTTL: config.accessTokenTtl,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg: 'ES256' } },
            };
          if (resource !== audience) throw new errors.InvalidTarget();
          // The integration client gets the ingest scope only; users' tokens never get it.
          const worker = client.clientId === config.integrationClient.clientId;
          return {
            scope: worker ? INTEGRATION_INGEST_SCOPE : API_SCOPES.join(' '),
            audience,
            accessTokenTTL: config.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    extraTokenClaims: async (ctx, token) => {
      // A SCIM client's token: the issue time to the millisecond, which /scim/v2 compares with
      // when the client's secret was last renewed (tokens of an older secret are refused).
      if (token.kind === 'ClientCredentials')
        return provisioningIdOf(token.clientId) === undefined ? undefined : { iat_ms: Date.now() };
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      // iat has whole seconds; the API compares the issue time with the user's sessions_revoked_at
      // to the millisecond, so that a sign-in right after a sign-out is not refused.
      // grant_id lets a password change keep the session that made it (and end the others).
      // How the person signed in (issue 26), from the code or refresh token behind this token.
      const auth = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
      // The session list of the account page: which browser, last used when (token renewals).
      if (token.grantId)
        await recordTokenUse({
          grantId: token.grantId,
          subject: token.accountId,
          userAgent: ctx.get('user-agent'),
        });
      return {
        roles: await rolesForSubject(db, token.accountId),
        ...(auth?.amr ? { amr: auth.amr } : {}),
        ...(auth?.acr ? { acr: auth.acr } : {}),
        iat_ms: Date.now(),
        ...(token.grantId ? { grant_id: token.grantId } : {}),
      };
    },
    // The portal is a first-party client: consent is implied by signing in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(audience, API_SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    interactions: {
      url: (_ctx, interaction) => `${config.basePath}/oidc/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => config.allowedOrigins.includes(origin),
    rotateRefreshToken: true,
    // The provider drops offline_access unless prompt=consent is sent; the portal is first-party and
    // always renews in the background, so its client gets a refresh token bound to the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      ClientCredentials: config.accessTokenTtl,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderProviderError(config, out);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // A provisioning client's secret is kept only as a SHA-256 (its metadata holds `sha256:<hex>`);
  // the provider compares secrets in this one method, so it hashes what the client presents.
  // Every other client's secret is compared as the provider does.
  const compare = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function (
    this: typeof provider.Client.prototype,
    actual: string,
  ) {
    return hashedSecretMatches(this.clientSecret ?? '', actual) ?? compare.call(this, actual);
  };
  // Safe: registerOidc replaces the forwarded headers with what Fastify derived under TRUST_PROXY.
  provider.proxy = true;
  registerRefreshGrant(provider, db, config.refreshReuseGraceSeconds);
  registerCodeGrant(provider, db);
  return provider;
}
