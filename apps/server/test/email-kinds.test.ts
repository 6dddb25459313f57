// One list of e-mail kinds for the user's own preferences and the administrator's editor (issue 25,
// item 13): after the user saves their own preferences the administrator can still save the user,
// and a kind the administrator set survives the user's save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_DEFINITIONS, EMAIL_PREFERENCES, type UserDetail } from '@portal/shared';
import { personas, SAM } from './helpers/as-persona.js';
import type { TestPortal } from './helpers/setup.js';
import { startUsersPortal, userId, type As } from './users-support.js';

let portal: TestPortal;
let as: As;
const self = personas(() => portal);
beforeAll(async () => {
  ({ portal, as } = await startUsersPortal(['ada']));
});
afterAll(async () => portal?.close());

/** The administrator's save of the user as they are, with other e-mail preferences if given. */
async function adminSave(id: number, emailPreferences?: string[]) {
  const u = (await as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>();
  return as('ada', 'PUT', `/v2/admin/users/${id}`, {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    jobTitle: u.jobTitle,
    mobilePhone: u.mobilePhone,
    secondaryPhone: u.secondaryPhone,
    fax: u.fax,
    userType: u.userType,
    accountType: u.accountType,
    preferredLanguage: u.preferredLanguage,
    serialNumber: u.serialNumber,
    locations: u.locations.map(({ organizationId, mode, preferred }) => ({
      organizationId,
      mode,
      preferred,
    })),
    brandIds: u.brandIds,
    regionCodes: u.regionCodes,
    roles: u.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
    permissionSetIds: u.permissionSetIds,
    applicationIds: u.applicationIds,
    digitalPermissions: u.digitalPermissions,
    emailPreferences: emailPreferences ?? u.emailPreferences,
    version: u.version,
  });
}

const stored = async (id: number) =>
  (await as('ada', 'GET', `/v2/admin/users/${id}`)).json<UserDetail>().emailPreferences;

describe('e-mail kinds', () => {
  it('are one list: the definitions the user sees are the kinds the editor accepts', async () => {
    const res = await self(SAM)('GET', '/v2/emails/definitions');
    expect(res.statusCode).toBe(200);
    const keys = res.json<{ key: string }[]>().map((d) => d.key);
    expect(keys).toEqual([...EMAIL_PREFERENCES]);
    expect(EMAIL_DEFINITIONS.map((d) => d.key)).toEqual([...EMAIL_PREFERENCES]);
  });

  it('user saves their own preferences, then the administrator can still save the user', async () => {
    const id = await userId(portal.db, SAM);
    const mine = await self(SAM)('PATCH', '/v2/user', {
      payload: { emailPreferences: ['documentUpdates', 'weeklyDigest'] },
    });
    expect(mine.statusCode, mine.body).toBe(204);
    expect(await stored(id)).toEqual([
      'accountChanges',
      'documentUpdates',
      'securityAlerts',
      'weeklyDigest',
    ]);
    const res = await adminSave(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toEqual([
      'accountChanges',
      'documentUpdates',
      'securityAlerts',
      'weeklyDigest',
    ]);
  });

  it("a kind the administrator set survives the user's own save", async () => {
    const id = await userId(portal.db, SAM);
    const res = await adminSave(id, ['serviceBulletins', 'weeklyDigest']);
    expect(res.statusCode, res.body).toBe(200);
    // The user's screen shows every kind with the stored ones ticked: their save sends them back.
    const prefs = (await self(SAM)('GET', '/v2/user/preferences')).json<{
      emailPreferences: string[];
    }>();
    expect(prefs.emailPreferences).toEqual(['serviceBulletins', 'weeklyDigest']);
    const mine = await self(SAM)('PATCH', '/v2/user', {
      payload: { emailPreferences: [...prefs.emailPreferences, 'marketing'] },
    });
    expect(mine.statusCode, mine.body).toBe(204);
    expect(await stored(id)).toEqual([
      'accountChanges',
      'marketing',
      'securityAlerts',
      'serviceBulletins',
      'weeklyDigest',
    ]);
    expect((await adminSave(id)).statusCode).toBe(200);
  });
});
