// Changing the password and security question (POST /v2/user/migrate/ldap): the rules of spec
// section 5 on the server, the new password works at sign-in and the old one does not, the other
// sessions' refresh tokens end while the changing session stays signed in, changePassword is cleared, and nothing is stored in clear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { one } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { authorize, PASSWORD, refresh, signIn, type Tokens } from './helpers/sign-in.js';
import { auditOf, call, startUsersPortal, userId } from './users-support.js';
import { actionsOf, complianceSnapshot, ldapBody, NEW_PASSWORD } from './compliance-support.js';

const PAT = 'pat.password@atlas.example';
let portal: TestPortal;
let pat: Tokens;
let patElsewhere: Tokens;
beforeAll(async () => {
  ({ portal } = await startUsersPortal([]));
  pat = await signIn(portal.app, portal.config, PAT);
  patElsewhere = await signIn(portal.app, portal.config, PAT);
});
afterAll(async () => portal?.close());

const change = (body: unknown, token = pat.access_token) =>
  call(portal, token, { method: 'POST', url: '/v2/user/migrate/ldap', payload: body });

describe('POST /v2/user/migrate/ldap', () => {
  it.each([
    ['short', 'Ab1!xyz', 'validation.minLength'],
    ['no uppercase', 'tractor1!', 'validation.password'],
    ['no special from the list', 'Tractor1_', 'validation.password'],
    ['the first name', 'Patience1!X', 'validation.passwordNamePart'],
    ['the last name, other case', 'myPASSWORD1!', 'validation.passwordNamePart'],
    ['the first name with a Cyrillic а', 'P\u0430t!2026xyZ', 'validation.passwordNamePart'],
    ['the first name with a soft hyphen', 'Pa\u00adt!2026xyZ', 'validation.passwordNamePart'],
    [
      'the first name in full-width letters',
      '\uff30\uff41\uff54!2026xyZ',
      'validation.passwordNamePart',
    ],
    ['six visible characters', 'Aa1!\u{1F600}\u{1F600}', 'validation.minLength'],
    ['the current password again', PASSWORD, 'validation.passwordCurrent'],
  ])('refuses a password that is %s and changes nothing', async (_, password, key) => {
    const before = await complianceSnapshot(portal.db);
    const res = await change(ldapBody({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.key).toBe(key);
    expect(await complianceSnapshot(portal.db)).toBe(before);
  });

  it('refuses an unknown question and a short answer', async () => {
    const q = await change(ldapBody({ securityQuestion: 'What is your favourite colour?' }));
    expect(q.statusCode).toBe(400);
    expect(q.json().details.key).toBe('compliance.errors.unknownQuestion');
    expect((await change(ldapBody({ securityAnswer: 'Rex' }))).statusCode).toBe(400);
  });

  it('changes the password: the new one signs in, the old one does not, other sessions end', async () => {
    expect(await actionsOf(portal.db, PAT)).toEqual(['changePassword']);
    // The question may come in any portal language (here German).
    const res = await change(
      ldapBody({
        securityQuestion: 'Wie hieß Ihr erstes Haustier?',
        securityAnswer: ' Rex The Dog ',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: true });
    expect(await actionsOf(portal.db, PAT)).toEqual([]);

    // The session that made the change stays signed in; the other one can no longer renew.
    const kept = await refresh(portal.app, portal.config, pat.refresh_token!);
    expect(kept.statusCode, kept.body).toBe(200);
    const renewed = kept.json<Tokens>();
    expect((await refresh(portal.app, portal.config, renewed.refresh_token!)).statusCode).toBe(200);
    const other = await refresh(portal.app, portal.config, patElsewhere.refresh_token!);
    expect(other.statusCode).toBe(400);
    const old = await authorize(portal.app, portal.config, PAT, PASSWORD);
    expect(old.code).toBeUndefined();
    const fresh = await signIn(portal.app, portal.config, PAT, NEW_PASSWORD);
    expect(fresh.access_token).toBeTruthy();
    const access = await call(portal, fresh.access_token, {
      method: 'GET',
      url: '/v2/user/ui-access-data',
    });
    expect(access.json<{ requiredActions: string[] }>().requiredActions).toEqual([]);

    const row = await one<{ q: string; a: string; p: string }>(
      portal.db.orm,
      sql`SELECT security_question AS q, security_answer_hash AS a, password_hash AS p FROM identity WHERE email = ${PAT}`,
    );
    expect(row!.q).toBe('firstPet');
    expect(row!.a).not.toContain('rex');
    expect(await verify(row!.a, 'rex the dog')).toBe(true);
    expect(await verify(row!.p, NEW_PASSWORD)).toBe(true);
    const trail = await auditOf(portal.db, await userId(portal.db, PAT));
    expect(trail.map((t) => [t.field, t.new_value])).toEqual([
      ['requiredActions', ''],
      ['password', 'changed'],
      ['securityQuestion', 'firstPet'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(NEW_PASSWORD);
  });

  it('needs a signed-in user', async () => {
    const res = await portal.app.inject({
      method: 'POST',
      url: '/v2/user/migrate/ldap',
      payload: ldapBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});
