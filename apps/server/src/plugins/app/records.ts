// The records area as `app.records`: edit history, webhooks, integration errors (services bound to
// the database) and the verifier of external workers' tokens for the ingest call.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { bindFirst } from '../../lib/bind-first.js';
import { createServiceTokenVerifier, type ServiceTokenVerifier } from '../../auth/service-token.js';
import { loadProviderSecrets, publicJwks } from '../../oidc/keys.js';
import { TokenError } from '../../auth/verify-token.js';
import * as audit from '../../services/records/audit-service.js';
import * as webhooks from '../../services/records/webhook-service.js';
import * as errors from '../../services/records/integration-error-service.js';
import { listIntegrationEvents } from '../../services/records/event-service.js';
import type { Principal } from '../../auth/principal.js';

/** The checked body of a webhook save. */
type WebhookFields<K extends 'create' | 'update'> = Parameters<
  K extends 'create' ? typeof webhooks.createWebhook : typeof webhooks.updateWebhook
>[2];

function recordsServices(
  db: Database,
  verifyService: ServiceTokenVerifier,
  allowedHosts: readonly string[],
) {
  return {
    audit: bindFirst(db, {
      search: audit.searchHistory,
      exportCsv: audit.exportHistory,
      resync: audit.resync,
      changers: audit.listChangers,
    }),
    webhooks: bindFirst(db, {
      list: webhooks.listWebhooks,
      get: webhooks.getWebhook,
      create: (d: Database, p: Principal, f: WebhookFields<'create'>) =>
        webhooks.createWebhook(d, p, f, allowedHosts),
      update: (d: Database, id: number, f: WebhookFields<'update'>) =>
        webhooks.updateWebhook(d, id, f, allowedHosts),
      remove: webhooks.deleteWebhook,
    }),
    errors: bindFirst(db, {
      list: errors.listIntegrationErrors,
      get: errors.getIntegrationError,
      exportCsv: errors.exportIntegrationErrors,
      retry: errors.retryIntegrationError,
      ingest: errors.ingestIntegrationError,
    }),
    events: bindFirst(db, { list: listIntegrationEvents }),
    verifyService,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    records: ReturnType<typeof recordsServices>;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    // Without the embedded provider there is no integration client: every ingest call is refused.
    const verify: ServiceTokenVerifier = config.embeddedIdp
      ? createServiceTokenVerifier({
          issuer: config.issuer,
          audience: config.audience,
          jwks: publicJwks((await loadProviderSecrets(db)).jwks),
          clientId: config.integrationClient.clientId,
        })
      : () => Promise.reject(new TokenError('No integration client is configured.'));
    app.decorate('records', recordsServices(db, verify, config.webhooks.allowedHosts));
  },
  { name: 'records', dependencies: ['config', 'db'] },
);
