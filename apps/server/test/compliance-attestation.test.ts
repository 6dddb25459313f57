// Admin attestation: the list an administrator reviews, deactivating all or nothing (reason
// "attestation", audited, sessions ended), confirming the review, and required actions set by an
// administrator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { refresh, signIn } from './helpers/sign-in.js';
import {
  auditOf,
  identity,
  insertUser,
  startUsersPortal,
  userId,
  type As,
} from './users-support.js';
import { actionsOf, complianceSnapshot } from './compliance-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan', 'aria', 'otto']));
});
afterAll(async () => portal?.close());

describe('GET /v2/admin/attestation-review/users', () => {
  it('lists the active users at the administrator’s locations with days since sign-in', async () => {
    const res = await as('aria', 'GET', '/v2/admin/attestation-review/users');
    expect(res.statusCode).toBe(200);
    const list =
      res.json<{ id: number; email: string; firstName: string; daysSinceLogin: number | null }[]>();
    const byEmail = new Map(list.map((u) => [u.email, u]));
    expect(byEmail.get('nils.never@atlas.example')?.daysSinceLogin).toBeNull();
    expect(byEmail.get('olaf.old@atlas.example')?.daysSinceLogin).toBe(120);
    expect(byEmail.get('mia.month@atlas.example')?.daysSinceLogin).toBe(45);
    expect(byEmail.get('rosa.recent@atlas.example')?.daysSinceLogin).toBe(7);
    // Her own row is listed (the web app disables it); nobody from other locations is.
    expect(byEmail.has('aria.attest@atlas.example')).toBe(true);
    expect(byEmail.has('dan.dealer@atlas.example')).toBe(false);
    expect(byEmail.has('rita.review@atlas.example')).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['daysSinceLogin', 'email', 'firstName', 'id', 'lastName', 'secondFactor'].sort(),
    );
    // Each account's second factor: Aria signs in with the demo app, Nils with a password only.
    const factorOf = (email: string) =>
      (byEmail.get(email) as { secondFactor?: string } | undefined)?.secondFactor;
    expect(factorOf('aria.attest@atlas.example')).toBe('app');
    expect(factorOf('nils.never@atlas.example')).toBe('none');
  });
});

describe('PUT /v2/admin/attestation-review/deactivate', () => {
  it('with one id outside the scope answers 404 and changes nothing', async () => {
    const inside = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    const outside = await insertUser(portal.db, { orgCodes: ['ATL-0001'] });
    const before = await complianceSnapshot(portal.db);
    for (const ids of [
      [inside.id, outside.id],
      [outside.id, inside.id],
      [inside.id, 2_000_000],
    ]) {
      const res = await as('aria', 'PUT', '/v2/admin/attestation-review/deactivate', {
        identityIds: ids,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await complianceSnapshot(portal.db)).toBe(before);
    expect((await identity(portal.db, inside.id))!.status).toBe('ACTIVE');
  });

  it('refuses the own account and changes nothing', async () => {
    const inside = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    const me = await userId(portal.db, 'aria.attest@atlas.example');
    const before = await complianceSnapshot(portal.db);
    const res = await as('aria', 'PUT', '/v2/admin/attestation-review/deactivate', {
      identityIds: [inside.id, me],
    });
    expect(res.statusCode).toBe(403);
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('deactivates every listed user with the reason "attestation", audited, sessions ended', async () => {
    const a = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    const b = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    // b has a refresh token from a real sign-in.
    const hash = (await one<{ h: string }>(
      portal.db.orm,
      sql`SELECT password_hash AS h FROM identity WHERE email = 'aria.attest@atlas.example'`,
    ))!.h;
    await portal.db.orm.execute(
      sql`UPDATE identity SET password_hash = ${hash}, email_verified = true WHERE id = ${b.id}`,
    );
    const tokens = await signIn(portal.app, portal.config, b.email);

    const res = await as('aria', 'PUT', '/v2/admin/attestation-review/deactivate', {
      identityIds: [a.id, b.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deactivated: 2 });
    for (const u of [a, b])
      expect(await identity(portal.db, u.id)).toMatchObject({
        status: 'INACTIVE',
        deactivation_reason: 'attestation',
      });
    expect(await auditOf(portal.db, a.id)).toEqual([
      expect.objectContaining({ operation: 'DEACTIVATE', field: 'status', new_value: 'INACTIVE' }),
      expect.objectContaining({
        field: 'deactivationReason',
        new_value: 'attestation',
        changed_by: 'aria.attest@atlas.example',
      }),
    ]);
    expect((await refresh(portal.app, portal.config, tokens.refresh_token!)).statusCode).toBe(400);
    const list = await as('aria', 'GET', '/v2/admin/attestation-review/users');
    expect(list.json<{ id: number }[]>().some((u) => u.id === a.id)).toBe(false);
  });

  it('refuses bodies that are not a list of ids', async () => {
    for (const payload of [{}, { identityIds: [] }, { identityIds: ['1'] }, { identityIds: [0] }]) {
      const res = await as('aria', 'PUT', '/v2/admin/attestation-review/deactivate', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PUT /v2/admin/attestation-review/update', () => {
  it('is refused (409, nothing recorded) to an administrator without the adminAttestation action', async () => {
    expect(await actionsOf(portal.db, 'dan.dealer@atlas.example')).not.toContain(
      'adminAttestation',
    );
    const before = await complianceSnapshot(portal.db);
    const res = await as('dan', 'PUT', '/v2/admin/attestation-review/update');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ details: { key: 'compliance.errors.attestationNotDue' } });
    expect(await complianceSnapshot(portal.db)).toEqual(before);
    const trail = await auditOf(portal.db, await userId(portal.db, 'dan.dealer@atlas.example'));
    expect(trail.map((t) => t.field)).not.toContain('lastAttestedAt');
  });

  it('records the attestation and clears the adminAttestation action', async () => {
    expect(await actionsOf(portal.db, 'aria.attest@atlas.example')).toEqual(['adminAttestation']);
    const res = await as('aria', 'PUT', '/v2/admin/attestation-review/update');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - Date.parse(res.json<{ attestedAt: string }>().attestedAt)).toBeLessThan(
      60_000,
    );
    expect(await actionsOf(portal.db, 'aria.attest@atlas.example')).toEqual([]);
    const access = await as('aria', 'GET', '/v2/user/ui-access-data');
    expect(access.json<{ requiredActions: string[] }>().requiredActions).toEqual([]);
    const trail = await auditOf(portal.db, await userId(portal.db, 'aria.attest@atlas.example'));
    expect(trail.map((t) => t.field)).toEqual(['lastAttestedAt', 'requiredActions']);
  });
});

describe('PUT /v2/admin/users/{id}/required-actions', () => {
  it('sets and clears the actions of a managed user, audited', async () => {
    const u = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    const set = await as('aria', 'PUT', `/v2/admin/users/${u.id}/required-actions`, {
      requiredActions: ['changePassword', 'directoryReview'],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      id: u.id,
      requiredActions: ['changePassword', 'directoryReview'],
    });
    const cleared = await as('aria', 'PUT', `/v2/admin/users/${u.id}/required-actions`, {
      requiredActions: [],
    });
    expect(cleared.json()).toEqual({ id: u.id, requiredActions: [] });
    expect(await auditOf(portal.db, u.id)).toEqual([
      expect.objectContaining({
        field: 'requiredActions',
        old_value: '',
        new_value: 'changePassword,directoryReview',
      }),
      expect.objectContaining({ field: 'requiredActions', new_value: '' }),
    ]);
  });

  it('refuses unknown or repeated actions', async () => {
    const u = await insertUser(portal.db, { orgCodes: ['ATL-0003'] });
    for (const requiredActions of [['reboot'], ['changePassword', 'changePassword']]) {
      const res = await as('aria', 'PUT', `/v2/admin/users/${u.id}/required-actions`, {
        requiredActions,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
