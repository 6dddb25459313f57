// The singular-roles review grants the roles it selects: Sid picks a dealer principal for KES-0001
// and that user holds the role there (audited, sent downstream); picking someone else moves it;
// an administrator who may not assign the role, or a holder elsewhere, changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { insertUser, startUsersPortal, userId, type As } from './users-support.js';
import { complianceSnapshot, configId, typeId } from './compliance-support.js';

const KENJI = 'kenji.kato@atlas.example';
const MEI = 'mei.lin@atlas.example';
let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['sid']));
});
afterAll(async () => portal?.close());

/** Sid's save of KES-0001: the given dealer principal, the service manager selection unchanged. */
async function choosePrincipal(id: number) {
  const { configId: config, orgId } = await configId(portal.db, 'KES-0001', 'SINGULAR_ROLES');
  return as('sid', 'POST', '/v2/admin/directory-data/SINGULAR_ROLES/selections', {
    directoryDataConfigurationId: config,
    organizationId: orgId,
    selections: [
      {
        directoryDataTypeId: await typeId(portal.db, 'SINGULAR_ROLES', 'DEALER_PRINCIPAL'),
        identityId: id,
      },
      {
        directoryDataTypeId: await typeId(portal.db, 'SINGULAR_ROLES', 'SERVICE_MANAGER'),
        identityId: await userId(portal.db, MEI),
      },
    ],
  });
}

const principals = async () =>
  (
    await rows<{ email: string }>(
      portal.db.orm,
      sql`SELECT i.email FROM identity_role x JOIN identity i ON i.id = x.identity_id
        JOIN security_role r ON r.id = x.security_role_id JOIN organization o ON o.id = x.organization_id
        WHERE r.name = 'DEALER_PRINCIPAL' AND o.code = 'KES-0001' ORDER BY i.email`,
    )
  ).map((r) => r.email);

const rolesTrail = async (email: string) =>
  rows<{ old_value: string | null; new_value: string | null; changed_by: string }>(
    portal.db.orm,
    sql`SELECT old_value, new_value, changed_by FROM audit_entry
      WHERE entity_type = 'identity' AND entity_id = ${String(await userId(portal.db, email))}
        AND field = 'roles' ORDER BY id`,
  );

const setAssignableBy = (names: string[]) =>
  portal.db.orm.execute(
    sql`UPDATE security_role SET assignable_by = ${`{${names.join(',')}}`}::text[]
      WHERE name = 'DEALER_PRINCIPAL'`,
  );

describe('POST /v2/admin/directory-data/SINGULAR_ROLES/selections grants the role', () => {
  it('refuses a role the administrator may not assign, changing nothing', async () => {
    await setAssignableBy(['PORTAL_SUPER_ADMIN']);
    try {
      const before = await complianceSnapshot(portal.db);
      const res = await choosePrincipal(await userId(portal.db, KENJI));
      expect(res.statusCode).toBe(403);
      expect(res.json().details.key).toBe('users.errors.roleNotAssignable');
      expect(await principals()).toEqual([]);
      expect(await complianceSnapshot(portal.db)).toBe(before);
    } finally {
      await setAssignableBy(['PORTAL_SUPER_ADMIN', 'DEALER_USER_ADMIN']);
    }
  });

  it('refuses a user who holds the role at another location', async () => {
    const elsewhere = await insertUser(portal.db, {
      orgCodes: ['ATL-0001', 'KES-0001'],
      roles: ['DEALER_PRINCIPAL'],
    });
    const res = await choosePrincipal(elsewhere.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.key).toBe('users.errors.singularElsewhere');
    expect(await principals()).toEqual([]);
  });

  it('gives the selected user the role at the location, audited and sent downstream', async () => {
    const res = await choosePrincipal(await userId(portal.db, KENJI));
    expect(res.statusCode, res.body).toBe(200);
    expect(await principals()).toEqual([KENJI]);
    const trail = await rolesTrail(KENJI);
    expect(trail).toHaveLength(1);
    expect(trail[0]!.old_value).not.toContain('DEALER_PRINCIPAL');
    expect(trail[0]!.new_value).toContain('DEALER_PRINCIPAL @ KES-0001');
    expect(trail[0]!.changed_by).toBe('sid.singular@atlas.example');
    const events = await rows<{ event_type: string }>(
      portal.db.orm,
      sql`SELECT event_type FROM integration_event WHERE entity_type = 'user'
        AND entity_id = ${String(await userId(portal.db, KENJI))}`,
    );
    expect(events.map((e) => e.event_type)).toContain('user.changed');
    // Saving the same selection again changes no one.
    expect((await choosePrincipal(await userId(portal.db, KENJI))).statusCode).toBe(200);
    expect(await rolesTrail(KENJI)).toHaveLength(1);
  });

  it('moves the role: the previous holder at the location loses it, audited', async () => {
    const res = await choosePrincipal(await userId(portal.db, MEI));
    expect(res.statusCode, res.body).toBe(200);
    expect(await principals()).toEqual([MEI]);
    const kenji = await rolesTrail(KENJI);
    expect(kenji).toHaveLength(2);
    expect(kenji[1]!.old_value).toContain('DEALER_PRINCIPAL @ KES-0001');
    expect(kenji[1]!.new_value ?? '').not.toContain('DEALER_PRINCIPAL');
    expect((await rolesTrail(MEI)).at(-1)!.new_value).toContain('DEALER_PRINCIPAL @ KES-0001');
  });
});
