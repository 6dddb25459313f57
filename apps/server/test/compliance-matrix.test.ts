// Every compliance call as every demo persona: the answer each gets (2xx, 403 for a missing
// feature, 404 outside the delegated scope), with fresh targets for the calls that change users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPortal } from './helpers/setup.js';
import { insertUser, startUsersPortal, type As, type Persona } from './users-support.js';
import { configId, ldapBody, typeId } from './compliance-support.js';
import { PASSWORD } from './helpers/sign-in.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal());
});
afterAll(async () => portal?.close());

const ORDER: Persona[] = [
  'ada',
  'dan',
  'otto',
  'aria',
  'rita',
  'sid',
  'sam',
  'ivy',
  'pat',
  'nora',
  'cora',
];
const F = 403;
/** Expected statuses in the order ada dan otto aria rita sid sam ivy pat nora cora. */
const row = (...codes: number[]) =>
  Object.fromEntries(ORDER.map((p, i) => [p, codes[i]])) as Record<Persona, number>;

interface Endpoint {
  name: string;
  call: () => Promise<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }>;
  expected: Record<Persona, number>;
}

/** A fresh user at ATL-0003, one of Aria's locations (Ada manages every location). */
const ariaUser = async () => (await insertUser(portal.db, { orgCodes: ['ATL-0003'] })).id;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET attestation users',
    call: async () => ({ method: 'GET', url: '/v2/admin/attestation-review/users' }),
    expected: row(200, 200, F, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'PUT attestation deactivate',
    call: async () => ({
      method: 'PUT',
      url: '/v2/admin/attestation-review/deactivate',
      payload: { identityIds: [await ariaUser()] },
    }),
    expected: row(200, 404, F, 200, 404, 404, F, F, F, F, F),
  },
  {
    name: 'PUT attestation update',
    call: async () => ({ method: 'PUT', url: '/v2/admin/attestation-review/update' }),
    // Only Aria has the adminAttestation required action: the others have nothing to confirm.
    expected: row(409, 409, F, 200, 409, 409, F, F, F, F, F),
  },
  {
    name: 'GET directory data',
    call: async () => ({
      method: 'GET',
      url: '/v2/admin/directory-data/SINGULAR_ROLES?brandIds=1,2,3,4',
    }),
    expected: row(200, 200, 200, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'GET directory locations page',
    call: async () => ({
      method: 'GET',
      url: '/v2/admin/directory-data/DEALER_LOCATION/locations?brandIds=1,2&text=a&attention=true&page=1&pageSize=5',
    }),
    expected: row(200, 200, 200, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'POST directory selections at ATL-0004',
    call: async () => {
      const { configId: id, orgId } = await configId(portal.db, 'ATL-0004', 'DEALER_LOCATION');
      const users = await import('./users-support.js');
      const sean = await users.userId(portal.db, 'sean.service@atlas.example');
      const paula = await users.userId(portal.db, 'paula.parts@atlas.example');
      return {
        method: 'POST',
        url: '/v2/admin/directory-data/DEALER_LOCATION/selections',
        payload: {
          directoryDataConfigurationId: id,
          organizationId: orgId,
          selections: [
            {
              directoryDataTypeId: await typeId(portal.db, 'DEALER_LOCATION', 'SERVICE_MANAGER'),
              identityId: sean,
            },
            {
              directoryDataTypeId: await typeId(portal.db, 'DEALER_LOCATION', 'PARTS_MANAGER'),
              identityId: paula,
            },
          ],
        },
      };
    },
    expected: row(200, 404, F, 404, 200, 404, F, F, F, F, F),
  },
  {
    name: 'GET identities search at ATL-0004',
    call: async () => {
      const { orgId } = await configId(portal.db, 'ATL-0004', 'DEALER_LOCATION');
      const type = await typeId(portal.db, 'DEALER_LOCATION', 'PARTS_MANAGER');
      return {
        method: 'GET',
        url: `/v2/admin/directory-data/DEALER_LOCATION/identities-search?orgId=${orgId}&directoryDataTypeId=${type}&text=pa&limit=30`,
      };
    },
    expected: row(200, 404, F, 404, 200, 404, F, F, F, F, F),
  },
  {
    name: 'PUT last review date',
    call: async () => ({
      method: 'PUT',
      url: '/v2/admin/directory-data/last-review-date/DEALER_LOCATION',
    }),
    expected: row(200, 200, F, 200, 200, 200, F, F, F, F, F),
  },
  {
    name: 'PUT required actions of a user at ATL-0003',
    call: async () => ({
      method: 'PUT',
      url: `/v2/admin/users/${await ariaUser()}/required-actions`,
      payload: { requiredActions: ['changePassword'] },
    }),
    expected: row(200, 404, F, 200, 404, 404, F, F, F, F, F),
  },
  {
    // Last: it ends the other sessions (the access tokens used here, of the changing session, stay valid).
    name: 'POST migrate/ldap',
    call: async () => ({
      method: 'POST',
      url: '/v2/user/migrate/ldap',
      payload: { ...ldapBody(), currentPassword: PASSWORD },
    }),
    expected: row(200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200),
  },
];

describe.each(ENDPOINTS)('$name', (e) => {
  it.each(ORDER)('as %s', async (who) => {
    const c = await e.call();
    const res = await as(who, c.method, c.url, c.payload);
    expect(res.statusCode, res.body).toBe(e.expected[who]);
    if (res.statusCode === 403) expect(res.json().details?.key).toBe('errors.accessDenied');
    if (res.statusCode === 404)
      expect(res.json().message).toMatch(/not (at )?one of your locations/);
  });
});
