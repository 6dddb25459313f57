// Sample requests of the records routes (edit history, webhooks, integration errors, ingest) for
// the security harness and the records matrix, and the integration client's token.
import { sql } from 'drizzle-orm';
import { one, type Database } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import type { Sample, SampleContext } from './security-support.js';
import { insertUser } from './users-support.js';

export const INTEGRATION_SECRET = 'integration-worker-secret-for-tests-0001';
/** The portal settings the records tests need: the integration client exists. */
export const RECORDS_ENV = { INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET };

/** A client-credentials access token of the integration client (the embedded provider). */
export async function serviceToken(portal: TestPortal, secret = INTEGRATION_SECRET) {
  const basic = Buffer.from(`${portal.config.integrationClient.clientId}:${secret}`).toString(
    'base64',
  );
  const res = await portal.app.inject({
    method: 'POST',
    url: `${portal.config.basePath}/oidc/token`,
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials&scope=integration%3Aerrors%3Awrite',
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string; scope?: string }>();
}

export const ingestBody = () => ({
  integrationType: 'DIRECTORY_SYNC',
  targetType: 'USER',
  targetId: 'D200002',
  organizationId: 1,
  serialNumber: 'D200002',
  functionName: 'directory-sync-worker',
  functionArn: 'arn:aws:lambda:us-east-2:123456789012:function:directory-sync-worker',
  logGroup: '/aws/lambda/directory-sync-worker',
  logStream: '2026/11/23/[$LATEST]abc123',
  logTimestamp: '2026-11-23T01:02:03Z',
  message: 'The directory refused the update: attribute dealerCode is read-only',
});

const freshUser = (db: Database) =>
  insertUser(db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] });

async function orgIdOf(db: Database, code: string) {
  return (await one<{ id: number }>(db.orm, sql`SELECT id FROM organization WHERE code = ${code}`))!
    .id;
}

const webhookBody = () => ({
  url: 'https://receiver.atlas.example/hooks/portal',
  secret: `whsec_${Buffer.alloc(24, 9).toString('base64')}`,
  eventTypes: ['user.changed', 'organization.changed'],
  description: 'harness',
});

async function webhookId(c: SampleContext) {
  const res = await c.ada('POST', { url: '/v2/admin/webhooks', payload: webhookBody() });
  if (res.statusCode !== 201) throw new Error(`setup webhook: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** An integration error a worker reported on a user who exists (its retry resyncs the user). */
async function errorId(db: Database) {
  const user = await freshUser(db);
  const row = await one<{ id: number }>(
    db.orm,
    sql`INSERT INTO integration_error (integration_type, target_type, target_id, log_timestamp, message)
      VALUES ('DIRECTORY_SYNC', 'USER', ${String(user.id)}, now(), 'harness') RETURNING id`,
  );
  return row!.id;
}

export const RECORDS_SAMPLES: Record<string, Sample> = {
  'GET /v2/admin/audit/users': {
    build: async () => ({ url: '/v2/admin/audit/users?q=a&pageSize=5&sortBy=field' }),
  },
  'GET /v2/admin/audit/users/export': {
    build: async () => ({ url: '/v2/admin/audit/users/export?operation=UPDATE' }),
  },
  'POST /v2/admin/audit/users/:id/resync': {
    build: async (c) => ({
      url: `/v2/admin/audit/users/${(await freshUser(c.portal.db)).id}/resync`,
    }),
  },
  'GET /v2/admin/audit/changers': {
    build: async () => ({ url: '/v2/admin/audit/changers?search=ada&limit=5' }),
  },
  'GET /v2/admin/audit/organizations': {
    build: async () => ({ url: '/v2/admin/audit/organizations?q=ATL&from=2020-01-01' }),
  },
  'GET /v2/admin/audit/organizations/export': {
    build: async () => ({ url: '/v2/admin/audit/organizations/export?lang=fr' }),
  },
  'POST /v2/admin/audit/organizations/:id/resync': {
    build: async (c) => ({
      url: `/v2/admin/audit/organizations/${await orgIdOf(c.portal.db, 'ATL-0001')}/resync`,
    }),
  },
  'GET /v2/admin/webhooks': { build: async () => ({ url: '/v2/admin/webhooks' }) },
  'GET /v2/admin/webhooks/:id': {
    build: async (c) => ({ url: `/v2/admin/webhooks/${await webhookId(c)}` }),
  },
  'POST /v2/admin/webhooks': {
    build: async () => ({ url: '/v2/admin/webhooks', payload: webhookBody() }),
  },
  'PUT /v2/admin/webhooks/:id': {
    build: async (c) => ({
      url: `/v2/admin/webhooks/${await webhookId(c)}`,
      payload: { ...webhookBody(), secret: undefined, active: false },
    }),
  },
  'DELETE /v2/admin/webhooks/:id': {
    build: async (c) => ({ url: `/v2/admin/webhooks/${await webhookId(c)}` }),
  },
  'GET /v2/admin/integration-events': {
    build: async () => ({ url: '/v2/admin/integration-events?entityType=user&pageSize=5' }),
  },
  'GET /v2/admin/integration-errors': {
    build: async () => ({ url: '/v2/admin/integration-errors?status=OPEN&sortBy=serialNumber' }),
  },
  'GET /v2/admin/integration-errors/export': {
    build: async () => ({ url: '/v2/admin/integration-errors/export?targetType=USER' }),
  },
  'GET /v2/admin/integration-errors/:id': {
    build: async (c) => ({ url: `/v2/admin/integration-errors/${await errorId(c.portal.db)}` }),
  },
  'POST /v2/admin/integration-errors/:id/retry': {
    build: async (c) => ({
      url: `/v2/admin/integration-errors/${await errorId(c.portal.db)}/retry`,
    }),
  },
  // Public in the policy table: the sample carries the integration client's own token.
  'POST /v2/integration/errors': {
    build: async (c) => ({
      url: '/v2/integration/errors',
      payload: ingestBody(),
      headers: { authorization: `Bearer ${(await serviceToken(c.portal)).access_token}` },
    }),
  },
};
