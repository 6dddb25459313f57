// Global preferences and support over the API: own fields change (audited), admin-only fields and
// bad values are refused with 4xx and change nothing; support lists the location administrators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { SupportAdministrator, UserPreferences, UserProfile } from '@portal/shared';
import { rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { ADA, CORA, DAN, IVY, SAM, personas } from './helpers/as-persona.js';

let portal: TestPortal;
const as = personas(() => portal);

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const profile = async (email: string) => (await as(email)('GET', '/v2/user')).json<UserProfile>();
const patch = (email: string, payload: object) => as(email)('PATCH', '/v2/user', { payload });

describe('PATCH /v2/user', () => {
  it('changes a field the user may change and audits it', async () => {
    const res = await patch(DAN, { field: 'jobTitle', value: 'Owner' });
    expect(res.statusCode).toBe(204);
    expect((await profile(DAN)).jobTitle).toBe('Owner');
    expect(await patch(DAN, { field: 'mobilePhone', value: '+49 (221) 555-0199' })).toMatchObject({
      statusCode: 204,
    });
    expect((await patch(DAN, { field: 'fax', value: '' })).statusCode).toBe(204);
    expect((await profile(DAN)).fax).toBeNull();
    const audit = await rows<{ field: string; old_value: string | null; new_value: string | null }>(
      portal.db.orm,
      sql`SELECT field, old_value, new_value FROM audit_entry a JOIN identity i ON a.entity_id = i.id::text
        WHERE a.entity_type = 'identity' AND i.email = ${DAN} ORDER BY a.id`,
    );
    expect(audit).toEqual([
      { field: 'jobTitle', old_value: 'Dealer Principal', new_value: 'Owner' },
      { field: 'mobilePhone', old_value: '+1 614 555 0100', new_value: '+49 (221) 555-0199' },
    ]);
  });

  it('refuses fields only an administrator may change (403) and changes nothing', async () => {
    const before = await profile(SAM);
    for (const field of [
      'email',
      'firstName',
      'roles',
      'applications',
      'locations',
      'permissionSets',
    ]) {
      const res = await patch(SAM, { field, value: 'x@y.example' });
      expect([field, res.statusCode]).toEqual([field, 403]);
      expect(res.json()).toMatchObject({ details: { key: 'preferences.adminOnly' } });
    }
    expect(await profile(SAM)).toEqual(before);
  });

  it('bad values get 400 with the spec’s message, never 5xx, and change nothing', async () => {
    const before = await profile(SAM);
    const cases: [object, string][] = [
      [{ field: 'mobilePhone', value: 'call me' }, 'Value is not a valid phone number'],
      [{ field: 'jobTitle', value: 'x'.repeat(256) }, 'The maximum length allowed is 255'],
      [{ field: 'preferredLanguage', value: 'xx' }, ''],
      [{ field: 'shoeSize', value: '44' }, 'Unknown field'],
      [{ emailPreferences: ['spam'] }, 'Unknown e-mail preference'],
      [{ securityQuestion: 'firstPet', securityAnswer: 'abc' }, 'at least 4 characters'],
      [{ securityQuestion: 'favouriteColour', securityAnswer: 'blue!' }, 'Value is required'],
      [{ field: 'jobTitle' }, ''],
      [{}, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(SAM, payload);
      expect([payload, res.statusCode]).toEqual([payload, 400]);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (payload) => {
        const res = await patch(SAM, payload as object);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    const after = await profile(SAM);
    expect({ ...after, preferredLanguage: before.preferredLanguage }).toEqual(before);
  });

  it('keeps e-mail preferences (mandatory ones always on) and the security question', async () => {
    expect((await patch(IVY, { emailPreferences: ['weeklyDigest'] })).statusCode).toBe(204);
    expect(
      (await patch(IVY, { securityQuestion: 'firstPet', securityAnswer: 'Rex the dog' }))
        .statusCode,
    ).toBe(204);
    expect((await patch(IVY, { field: 'preferredLanguage', value: 'de' })).statusCode).toBe(204);
    const prefs = (await as(IVY)('GET', '/v2/user/preferences')).json<UserPreferences>();
    expect(prefs.emailPreferences).toEqual(['accountChanges', 'securityAlerts', 'weeklyDigest']);
    expect(prefs.securityQuestion).toBe('firstPet');
    expect((await profile(IVY)).preferredLanguage).toBe('de');
    const audit = await rows<{ new_value: string }>(
      portal.db.orm,
      sql`SELECT new_value FROM audit_entry WHERE field = 'securityQuestion'`,
    );
    expect(JSON.stringify(audit)).not.toContain('Rex');
  });
});

describe('preference data', () => {
  it('shows what only administrators change: roles, locations, applications', async () => {
    const prefs = (
      await as(SAM)('GET', '/v2/user/preferences?language=de')
    ).json<UserPreferences>();
    expect(prefs.roles).toEqual(['Document reader']);
    expect(prefs.locations.map((l) => l.name)).toEqual(['Buckeye Heavy Equipment']);
    expect(prefs.applications).toContain('Teilekatalog');
    expect(prefs.brands).toEqual([{ id: 1, name: 'Atlas' }]);
  });

  it('lists e-mail definitions and security questions in the asked language', async () => {
    const defs = (await as(SAM)('GET', '/v2/emails/definitions')).json<{ key: string }[]>();
    expect(defs.map((d) => d.key)).toContain('announcements');
    const de = await as(SAM)('GET', '/v2/user/migrate/security-questions?language=de');
    const en = await as(SAM)('GET', '/v2/user/migrate/security-questions');
    expect(de.json<{ key: string; value: string }[]>()[0]!.key).toBe('firstPet');
    expect(de.json<{ value: string }[]>()[0]!.value).not.toBe(
      en.json<{ value: string }[]>()[0]!.value,
    );
    expect(
      (await as(SAM)('GET', '/v2/user/migrate/security-questions?language=xx')).statusCode,
    ).toBe(400);
  });
});

describe('GET /v2/support/administrators', () => {
  it('sam: the user administrators of his location with contact details, not himself', async () => {
    const res = await as(SAM)('GET', '/v2/support/administrators');
    expect(res.statusCode).toBe(200);
    const list = res.json<SupportAdministrator[]>();
    expect(list.map((a) => a.email).sort()).toEqual([ADA, DAN].sort());
    expect(list.find((a) => a.email === DAN)).toMatchObject({
      firstName: 'Dan',
      locations: [{ name: 'Buckeye Heavy Equipment', city: 'Columbus' }],
    });
  });

  it('cora: the administrators of her Corvid location only', async () => {
    const list = (await as(CORA)('GET', '/v2/support/administrators')).json<
      SupportAdministrator[]
    >();
    expect(list.map((a) => a.email)).toEqual([ADA]);
  });

  it('ivy, without a serial number, is refused', async () => {
    expect((await as(IVY)('GET', '/v2/support/administrators')).statusCode).toBe(403);
  });
});
