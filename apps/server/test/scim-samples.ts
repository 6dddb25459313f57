// Sample requests of the provisioning-client routes for the security matrix.
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import type { Sample, SampleContext } from './security-support.js';

async function clientBody(c: SampleContext) {
  const org = await one<{ id: number }>(
    c.portal.db.orm,
    sql`SELECT id FROM organization WHERE code = 'ATL-0001'`,
  );
  return {
    name: `Matrix ${Date.now()}`,
    organizationIds: [org!.id],
    brandIds: [1],
    regionCodes: ['NA'],
    roleIds: [],
    expiresInDays: 30,
  };
}

export const SCIM_SAMPLES: Record<string, Sample> = {
  'GET /v2/admin/provisioning-clients': {
    build: async () => ({ url: '/v2/admin/provisioning-clients' }),
  },
  'POST /v2/admin/provisioning-clients': {
    build: async (c) => ({ url: '/v2/admin/provisioning-clients', payload: await clientBody(c) }),
  },
  'DELETE /v2/admin/provisioning-clients/:id': {
    build: async (c) => {
      const res = await c.ada('POST', {
        url: '/v2/admin/provisioning-clients',
        payload: await clientBody(c),
      });
      return {
        url: `/v2/admin/provisioning-clients/${res.json<{ client: { id: number } }>().client.id}`,
      };
    },
  },
  'POST /v2/admin/provisioning-clients/:id/oauth-client': {
    build: async (c) => {
      const res = await c.ada('POST', {
        url: '/v2/admin/provisioning-clients',
        payload: await clientBody(c),
      });
      return {
        url: `/v2/admin/provisioning-clients/${res.json<{ client: { id: number } }>().client.id}/oauth-client`,
      };
    },
  },
};
