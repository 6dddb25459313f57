// Sample requests of the compliance calls (issue 12) for the security matrix: fresh targets at
// ATL-0001 (Dan's location), which Aria, Rita and Sid do not manage.
import { sql } from 'drizzle-orm';
import { one, type Database } from '../src/db/client.js';
import type { Sample, SampleRequest } from './security-support.js';
import { insertUser } from './users-support.js';
import { PASSWORD } from './helpers/sign-in.js';

const freshUser = (db: Database) =>
  insertUser(db, { orgCodes: ['ATL-0001'], roles: ['DOCUMENT_READER'] });
const OUTSIDE_SCOPE = { aria: 404, rita: 404, sid: 404 } as const;

/** A DEALER_LOCATION save at ATL-0001 (Dan's) with fresh users in both required entries. */
async function directorySave(db: Database): Promise<SampleRequest> {
  const ids = await one<{ config: number; org: number; service: number; parts: number }>(
    db.orm,
    sql`SELECT c.id AS config, o.id AS org,
        (SELECT id FROM directory_data_type WHERE context = 'DEALER_LOCATION' AND name = 'SERVICE_MANAGER') AS service,
        (SELECT id FROM directory_data_type WHERE context = 'DEALER_LOCATION' AND name = 'PARTS_MANAGER') AS parts
      FROM directory_data_configuration c JOIN organization o ON o.id = c.organization_id
      WHERE o.code = 'ATL-0001' AND c.context = 'DEALER_LOCATION'`,
  );
  return {
    url: '/v2/admin/directory-data/DEALER_LOCATION/selections',
    payload: {
      directoryDataConfigurationId: ids!.config,
      organizationId: ids!.org,
      selections: [
        { directoryDataTypeId: ids!.service, identityId: (await freshUser(db)).id },
        { directoryDataTypeId: ids!.parts, identityId: (await freshUser(db)).id },
      ],
    },
  };
}

/** The compliance calls (issue 12). */
export const COMPLIANCE_SAMPLES: Record<string, Sample> = {
  'POST /v2/user/migrate/ldap': {
    build: async () => ({
      url: '/v2/user/migrate/ldap',
      payload: {
        password: 'Tr4ctor!Blue',
        securityQuestion: 'firstPet',
        securityAnswer: 'Rex the dog',
        // Outside the required change the current password is asked for (the demo password).
        currentPassword: PASSWORD,
      },
    }),
  },
  'GET /v2/admin/attestation-review/users': {
    build: async () => ({ url: '/v2/admin/attestation-review/users' }),
  },
  'PUT /v2/admin/attestation-review/deactivate': {
    build: async (c) => ({
      url: '/v2/admin/attestation-review/deactivate',
      payload: { identityIds: [(await freshUser(c.portal.db)).id] },
    }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'PUT /v2/admin/attestation-review/update': {
    build: async () => ({ url: '/v2/admin/attestation-review/update' }),
    // Only Aria has the adminAttestation required action in the demo data.
    beyondFeatures: { ada: 409, dan: 409, rita: 409, sid: 409 },
  },
  'GET /v2/admin/directory-data/:context': {
    build: async () => ({ url: '/v2/admin/directory-data/SINGULAR_ROLES?brandIds=1,4' }),
  },
  'GET /v2/admin/directory-data/:context/locations': {
    build: async () => ({
      url: '/v2/admin/directory-data/DEALER_LOCATION/locations?brandIds=1&text=a&attention=true&page=1&pageSize=10',
    }),
  },
  'POST /v2/admin/directory-data/:context/selections': {
    build: async (c) => directorySave(c.portal.db),
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'GET /v2/admin/directory-data/:context/identities-search': {
    build: async (c) => {
      const save = (await directorySave(c.portal.db)).payload as {
        organizationId: number;
        selections: { directoryDataTypeId: number }[];
      };
      return {
        url: `/v2/admin/directory-data/DEALER_LOCATION/identities-search?orgId=${save.organizationId}&directoryDataTypeId=${save.selections[0]!.directoryDataTypeId}&text=tess`,
      };
    },
    beyondFeatures: OUTSIDE_SCOPE,
  },
  'PUT /v2/admin/directory-data/last-review-date/SINGULAR_ROLES': {
    build: async () => ({ url: '/v2/admin/directory-data/last-review-date/SINGULAR_ROLES' }),
  },
  'PUT /v2/admin/directory-data/last-review-date/DEALER_LOCATION': {
    build: async () => ({ url: '/v2/admin/directory-data/last-review-date/DEALER_LOCATION' }),
  },
  'PUT /v2/admin/users/:id/required-actions': {
    build: async (c) => ({
      url: `/v2/admin/users/${(await freshUser(c.portal.db)).id}/required-actions`,
      payload: { requiredActions: ['changePassword'] },
    }),
    beyondFeatures: OUTSIDE_SCOPE,
  },
};
