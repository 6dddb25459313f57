// Directory data: the locations and items of each context, the identity search of one location,
// saving selections (all or nothing, audited) and recording a finished review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryLocation } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { insertUser, startUsersPortal, userId, type As } from './users-support.js';
import { actionsOf, complianceSnapshot, configId, typeId } from './compliance-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan', 'rita', 'sid']));
});
afterAll(async () => portal?.close());

const missing = (l: DirectoryLocation) =>
  l.configurations[0]!.items.filter((i) => i.required && !i.identity).map((i) => i.name);

async function ritaBody(over: { parts?: number; service?: number } = {}) {
  const { configId: id, orgId } = await configId(portal.db, 'ATL-0004', 'DEALER_LOCATION');
  return {
    directoryDataConfigurationId: id,
    organizationId: orgId,
    selections: [
      {
        directoryDataTypeId: await typeId(portal.db, 'DEALER_LOCATION', 'SERVICE_MANAGER'),
        identityId: over.service ?? (await userId(portal.db, 'sean.service@atlas.example')),
      },
      {
        directoryDataTypeId: await typeId(portal.db, 'DEALER_LOCATION', 'PARTS_MANAGER'),
        identityId: over.parts ?? (await userId(portal.db, 'paula.parts@atlas.example')),
      },
      {
        directoryDataTypeId: await typeId(portal.db, 'DEALER_LOCATION', 'WARRANTY_ADMINISTRATOR'),
        identityId: 0,
      },
    ],
  };
}

describe('GET /v2/admin/directory-data/{context}', () => {
  it('gives Rita her location with the missing Parts Manager', async () => {
    const res = await as('rita', 'GET', '/v2/admin/directory-data/DEALER_LOCATION?brandIds=1');
    expect(res.statusCode).toBe(200);
    const list = res.json<DirectoryLocation[]>();
    expect(list).toHaveLength(1);
    expect(list[0]!.locationName).toMatch(/ATL-0004|\(/);
    expect(missing(list[0]!)).toEqual(['PARTS_MANAGER']);
    expect(list[0]!.configurations[0]!.items.map((i) => i.displayName)).toEqual([
      'Service Manager',
      'Parts Manager',
      'Warranty Administrator',
    ]);
  });

  it('gives Sid the unassigned dealer principal at KES-0001, filtered by brand', async () => {
    const res = await as('sid', 'GET', '/v2/admin/directory-data/SINGULAR_ROLES?brandIds=4');
    const list = res.json<DirectoryLocation[]>();
    expect(list).toHaveLength(1);
    expect(missing(list[0]!)).toEqual(['DEALER_PRINCIPAL']);
    // Brand 1 by default: Sid's location is brand 4.
    const byDefault = await as('sid', 'GET', '/v2/admin/directory-data/SINGULAR_ROLES');
    expect(byDefault.json()).toEqual([]);
  });

  it('refuses an unknown context and bad brand lists', async () => {
    for (const url of [
      '/v2/admin/directory-data/OTHER',
      '/v2/admin/directory-data/SINGULAR_ROLES?brandIds=x',
      '/v2/admin/directory-data/SINGULAR_ROLES?brandIds=',
    ]) {
      expect((await as('rita', 'GET', url)).statusCode).toBe(400);
    }
  });
});

describe('GET /v2/admin/directory-data/{context}/identities-search', () => {
  it('finds active users of that location only, at most the limit', async () => {
    const { orgId } = await configId(portal.db, 'ATL-0004', 'DEALER_LOCATION');
    const type = await typeId(portal.db, 'DEALER_LOCATION', 'PARTS_MANAGER');
    const url = (text: string, limit = 30) =>
      `/v2/admin/directory-data/DEALER_LOCATION/identities-search?orgId=${orgId}&directoryDataTypeId=${type}&text=${text}&limit=${limit}`;
    const res = await as('rita', 'GET', url('PAULA'));
    expect(res.json()).toEqual([
      expect.objectContaining({ email: 'paula.parts@atlas.example', serialNumber: 'D200201' }),
    ]);
    const all = await as('rita', 'GET', url(''));
    expect(all.json<unknown[]>().length).toBe(4);
    expect((await as('rita', 'GET', url('', 2))).json<unknown[]>()).toHaveLength(2);
    // Nobody from another location, and % is no wildcard.
    expect((await as('rita', 'GET', url('dan'))).json()).toEqual([]);
    expect((await as('rita', 'GET', url('%25'))).json()).toEqual([]);
    expect((await as('rita', 'GET', url('', 31))).statusCode).toBe(400);
  });
});

describe('POST /v2/admin/directory-data/{context}/selections', () => {
  it('refuses a missing required role and a user of another location, changing nothing', async () => {
    const stranger = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const before = await complianceSnapshot(portal.db);
    const noParts = await as(
      'rita',
      'POST',
      '/v2/admin/directory-data/DEALER_LOCATION/selections',
      await ritaBody({ parts: 0 }),
    );
    expect(noParts.statusCode).toBe(400);
    expect(noParts.json()).toMatchObject({
      message: 'This role requires an assigned user',
      details: { key: 'manageDirectory.error' },
    });
    const foreign = await as(
      'rita',
      'POST',
      '/v2/admin/directory-data/DEALER_LOCATION/selections',
      await ritaBody({ parts: stranger.id }),
    );
    expect(foreign.statusCode).toBe(422);
    // A configuration of another context, or of another location, is not found.
    const wrongContext = await as(
      'rita',
      'POST',
      '/v2/admin/directory-data/SINGULAR_ROLES/selections',
      await ritaBody(),
    );
    expect(wrongContext.statusCode).toBe(404);
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('saves the selections, audited, and the location no longer requires attention', async () => {
    const res = await as(
      'rita',
      'POST',
      '/v2/admin/directory-data/DEALER_LOCATION/selections',
      await ritaBody(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<DirectoryLocation>();
    expect(missing(saved)).toEqual([]);
    expect(saved.configurations[0]!.items.map((i) => i.identity?.email ?? null)).toEqual([
      'sean.service@atlas.example',
      'paula.parts@atlas.example',
      null,
    ]);
    const again = await as('rita', 'GET', '/v2/admin/directory-data/DEALER_LOCATION?brandIds=1');
    expect(missing(again.json<DirectoryLocation[]>()[0]!)).toEqual([]);
    // The organisation's history names the new holder, and the change goes downstream.
    const orgId = String((await ritaBody()).organizationId);
    const history = await rows<{ field: string; new_value: string; changed_by: string }>(
      portal.db.orm,
      sql`SELECT field, new_value, changed_by FROM audit_entry
          WHERE entity_type = 'organization' AND entity_id = ${orgId} AND field LIKE 'directory.%'`,
    );
    expect(history).toContainEqual({
      field: 'directory.DEALER_LOCATION.PARTS_MANAGER',
      new_value: 'paula.parts@atlas.example',
      changed_by: 'rita.review@atlas.example',
    });
    const events = await rows<{ event_type: string }>(
      portal.db.orm,
      sql`SELECT event_type FROM integration_event
          WHERE entity_type = 'organization' AND entity_id = ${orgId}`,
    );
    expect(events.map((e) => e.event_type)).toContain('organization.changed');
  });
});

describe('PUT /v2/admin/directory-data/last-review-date/{context}', () => {
  it('records the review and clears the matching required action only', async () => {
    expect(await actionsOf(portal.db, 'rita.review@atlas.example')).toEqual(['directoryReview']);
    const other = await as(
      'rita',
      'PUT',
      '/v2/admin/directory-data/last-review-date/SINGULAR_ROLES',
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(await actionsOf(portal.db, 'rita.review@atlas.example')).toEqual(['directoryReview']);
    const res = await as(
      'rita',
      'PUT',
      '/v2/admin/directory-data/last-review-date/DEALER_LOCATION',
    );
    expect(res.statusCode).toBe(200);
    expect(await actionsOf(portal.db, 'rita.review@atlas.example')).toEqual([]);
    const sid = await as('sid', 'PUT', '/v2/admin/directory-data/last-review-date/SINGULAR_ROLES');
    expect(sid.statusCode).toBe(200);
    expect(await actionsOf(portal.db, 'sid.singular@atlas.example')).toEqual([]);
  });
});
