// Who is calling: verifies bearer tokens of the trusted issuers and applies each /v2 route's policy.
import fp from 'fastify-plugin';
import type { JWK } from 'jose';
import { authGuard } from '../../auth/guard.js';
import { createTokenVerifier } from '../../auth/verify-token.js';
import { loadProviderSecrets, publicJwks } from '../../oidc/keys.js';

export default fp(
  async (app) => {
    const { config, db } = app;
    const issuers: { issuer: string; jwks?: { keys: JWK[] } }[] = [];
    if (config.embeddedIdp) {
      issuers.push({
        issuer: config.issuer,
        jwks: publicJwks((await loadProviderSecrets(db)).jwks),
      });
    } else {
      issuers.push({ issuer: config.issuer });
    }
    for (const h of config.hostClients) issuers.push({ issuer: h.issuer });
    const verify = createTokenVerifier({
      audience: config.audience,
      issuers,
      requireAtJwt: config.embeddedIdp,
    });
    await app.register(authGuard, {
      db,
      verify,
      idpKind: config.idpKind,
      apiPrefix: `${config.basePath}/v2`,
    });
  },
  { name: 'authorization', dependencies: ['config', 'db'] },
);
