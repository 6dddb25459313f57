// Verification links (issue 11, findings 6 and 10d): changing a user's e-mail address,
// deactivating or deleting them ends every unused link; the dev-only outbox shows a link's token
// only to a reader who may send that mail (admin:users:write with the recipient in scope).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Outbox, UserDetail } from '@portal/shared';
import { one } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { orgId, startUsersPortal, userId, validCreateBody, type As } from './users-support.js';

let portal: TestPortal;
let as: As;
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada', 'dan', 'otto']));
  // feature:dev for Dan (who holds admin:users:write) and Otto (who reads only).
  await portal.db.orm.execute(
    sql`INSERT INTO security_role (name, display_name, activities) VALUES ('DEV_TOOLS_MAIL', 'Dev tools', '{feature:dev}')`,
  );
  for (const email of ['dan.dealer@atlas.example', 'otto.readonly@atlas.example']) {
    const id = await userId(portal.db, email);
    await portal.db.orm.execute(sql`INSERT INTO identity_role (identity_id, security_role_id)
      SELECT ${id}, id FROM security_role WHERE name = 'DEV_TOOLS_MAIL'`);
  }
});
afterAll(async () => portal?.close());

const LINK = /https?:\/\/\S+\/account\/verify\?token=([\w-]+)/;

async function lastToken(email: string) {
  const mail = await one<{ body_text: string }>(
    portal.db.orm,
    sql`SELECT body_text FROM email_outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  return LINK.exec(mail?.body_text ?? '')?.[1];
}

/** A new user created by Ada (at ATL-0001, or at `orgCode`), and their live link's token. */
async function newUser(orgCode = 'ATL-0001') {
  const org = await orgId(portal.db, orgCode);
  const brand = orgCode.startsWith('APP') ? 2 : 1;
  const body = await validCreateBody(portal.db, {
    locations: [{ organizationId: org, mode: 'INCLUDE', preferred: true }],
    roles: [],
    brandIds: [brand],
  });
  const res = await as('ada', 'POST', '/v2/admin/users', body);
  expect(res.statusCode, res.body).toBe(201);
  const token = (await lastToken(body.email))!;
  expect(token).toBeTruthy();
  return { id: res.json<{ id: number }>().id, email: body.email, token };
}

async function expectLinkRefused(token: string) {
  const page = await portal.app.inject({ url: `/account/verify?token=${token}` });
  expect(page.statusCode).toBe(404);
  expect(page.body).toContain('This link cannot be used');
  expect(page.body).toContain('Ask your administrator to send you a new verification e-mail.');
  const post = await portal.app.inject({
    method: 'POST',
    url: '/account/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token,
      password: 'Strong-Pass-26!',
      confirm: 'Strong-Pass-26!',
    }).toString(),
  });
  expect(post.statusCode).toBe(404);
}

describe('a link stops working (finding 6)', () => {
  it('when an administrator changes the e-mail address', async () => {
    const u = await newUser();
    const live = await portal.app.inject({ url: `/account/verify?token=${u.token}` });
    expect(live.statusCode).toBe(200);
    const d = (await as('ada', 'GET', `/v2/admin/users/${u.id}`)).json<UserDetail>();
    const res = await as('ada', 'PUT', `/v2/admin/users/${u.id}`, {
      firstName: d.firstName,
      lastName: d.lastName,
      email: `moved.${u.email}`,
      jobTitle: d.jobTitle,
      mobilePhone: d.mobilePhone,
      secondaryPhone: d.secondaryPhone,
      fax: d.fax,
      userType: d.userType,
      accountType: d.accountType,
      preferredLanguage: d.preferredLanguage,
      serialNumber: d.serialNumber,
      locations: d.locations.map(({ organizationId, mode, preferred }) => ({
        organizationId,
        mode,
        preferred,
      })),
      brandIds: d.brandIds,
      regionCodes: d.regionCodes,
      roles: d.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
      permissionSetIds: d.permissionSetIds,
      applicationIds: d.applicationIds,
      digitalPermissions: d.digitalPermissions,
      emailPreferences: d.emailPreferences,
      version: d.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectLinkRefused(u.token);
  });

  it('when the user is deactivated', async () => {
    const u = await newUser();
    const res = await as('ada', 'POST', `/v2/admin/users/${u.id}/deactivate`, { reason: 'other' });
    expect(res.statusCode, res.body).toBe(200);
    await expectLinkRefused(u.token);
    // Reactivating does not bring the old link back.
    await as('ada', 'POST', `/v2/admin/users/${u.id}/reactivate`, {});
    await expectLinkRefused(u.token);
  });

  it('when the user is deleted', async () => {
    const u = await newUser();
    expect((await as('ada', 'DELETE', `/v2/admin/users/${u.id}`)).statusCode).toBe(204);
    await expectLinkRefused(u.token);
  });
});

describe('the dev-only outbox masks live links (finding 10d)', () => {
  async function outboxBody(who: 'ada' | 'dan' | 'otto', to: string) {
    const res = await as(who, 'GET', '/v2/admin/users/outbox');
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json<Outbox>().items.find((m) => m.to === to);
    expect(mail).toBeDefined();
    return mail!.bodyText;
  }

  it('shows the token to an administrator who may send the mail, masks it for everyone else', async () => {
    const atDans = await newUser('ATL-0001');
    const elsewhere = await newUser('APP-0001');
    // Ada manages both; Dan only the user at his location; Otto may not send mails at all.
    expect(await outboxBody('ada', atDans.email)).toContain(atDans.token);
    expect(await outboxBody('ada', elsewhere.email)).toContain(elsewhere.token);
    expect(await outboxBody('dan', atDans.email)).toContain(atDans.token);
    const hidden = await outboxBody('dan', elsewhere.email);
    expect(hidden).not.toContain(elsewhere.token);
    expect(hidden).toContain('/account/verify?token=[hidden]');
    for (const u of [atDans, elsewhere])
      expect(await outboxBody('otto', u.email)).not.toContain(u.token);
  });
});
