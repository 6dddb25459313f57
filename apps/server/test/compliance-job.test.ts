// The daily required-actions job: each action raised on exactly the users who need it, audited,
// never twice, and run by one of two portal processes sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one, openDatabase, rows, type Database } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import {
  REQUIRED_ACTIONS_ACTOR,
  runRequiredActionsJob,
  type RaisedActions,
} from '../src/jobs/required-actions.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { PERSONA_EMAILS, userId, type Persona } from './users-support.js';

let portal: TestPortal;
/** The second portal process: its own app and (on PostgreSQL) its own connection pool. */
let second: { db: Database; close(): Promise<void> };
const SETTINGS = { attestationPeriodDays: 90, passwordMaxAgeDays: 365 };

beforeAll(async () => {
  portal = await startPortal();
  if (portal.db.kind === 'postgres') {
    const schema = (await one<{ s: string }>(portal.db.orm, sql`SELECT current_schema() AS s`))!.s;
    const db = await openDatabase({
      databaseUrl: portal.config.databaseUrl,
      dataDir: 'memory://',
      schema,
      poolSize: 2,
    });
    const app = await buildApp({ config: portal.config, db, logger: false });
    await app.ready();
    second = { db, close: async () => (await app.close(), await db.close()) };
  } else {
    // PGlite is one process: the second app shares its database, as a second process cannot.
    const app = await buildApp({ config: portal.config, db: portal.db, logger: false });
    await app.ready();
    second = { db: portal.db, close: () => app.close() };
  }
  const email = (p: Persona) => PERSONA_EMAILS[p];
  // Everybody is old enough for the periods to matter.
  await portal.db.orm.execute(sql`UPDATE identity SET created_at = now() - interval '400 days'`);
  // Ada attested ten days ago; the others never did.
  await portal.db.orm.execute(
    sql`UPDATE identity SET last_attested_at = now() - interval '10 days' WHERE email = ${email('ada')}`,
  );
  // Sam's password is 400 days old; everybody else's is new.
  await portal.db.orm.execute(
    sql`UPDATE identity SET password_changed_at = now() - interval '400 days' WHERE email = ${email('sam')}`,
  );
  // Ada never reviewed her dealer locations (ATL-0004 lacks a Parts Manager); Dan reviewed his
  // singular roles today.
  await portal.db.orm.execute(sql`DELETE FROM directory_review
    WHERE identity_id = (SELECT id FROM identity WHERE email = ${email('ada')})`);
  await portal.db.orm.execute(sql`INSERT INTO directory_review (identity_id, context, reviewed_at)
    SELECT id, 'SINGULAR_ROLES', now() FROM identity WHERE email = ${email('dan')}`);
});
afterAll(async () => {
  await second?.close();
  await portal?.close();
});

const ids = async (...who: Persona[]) =>
  (await Promise.all(who.map((p) => userId(portal.db, PERSONA_EMAILS[p])))).sort((a, b) => a - b);

describe('runRequiredActionsJob', () => {
  it('raises each action on the right users, once, in one of two processes', async () => {
    const results = await Promise.all([
      runRequiredActionsJob(portal.db, SETTINGS),
      runRequiredActionsJob(second.db, SETTINGS),
    ]);
    const ran = results.filter((r): r is RaisedActions => r !== null);
    expect(ran).toHaveLength(1);
    const raised = ran[0]!;
    // Administrators with admin:users:write, not attested in 90 days; Aria already carries it,
    // Otto (read-only) cannot deactivate anyone.
    expect(raised.adminAttestation).toEqual(await ids('dan', 'rita', 'sid'));
    // Pat already carries changePassword.
    expect(raised.changePassword).toEqual(await ids('sam'));
    // Rita already carries it; the others reviewed within 90 days.
    expect(raised.directoryReview).toEqual(await ids('ada'));
    // No dealer principal anywhere in the minimal seed; Sid already carries it, Dan reviewed today.
    expect(raised.singularRolesReview).toEqual(await ids('ada', 'aria', 'rita'));

    const carried = await rows<{ email: string; actions: string[] }>(
      portal.db.orm,
      sql`SELECT email, required_actions AS actions FROM identity WHERE cardinality(required_actions) > 0`,
    );
    for (const c of carried) expect(new Set(c.actions).size).toBe(c.actions.length);
    const byEmail = Object.fromEntries(carried.map((c) => [c.email, c.actions]));
    expect(byEmail[PERSONA_EMAILS.aria]).toEqual(['adminAttestation', 'singularRolesReview']);
    expect(byEmail[PERSONA_EMAILS.sam]).toEqual(['changePassword']);
    expect(byEmail[PERSONA_EMAILS.ivy]).toBeUndefined();

    const audited = await one<{ n: number }>(
      portal.db.orm,
      sql`SELECT count(*)::int AS n FROM audit_entry WHERE changed_by = ${REQUIRED_ACTIONS_ACTOR}`,
    );
    expect(audited!.n).toBe(Object.values(raised).flat().length);
  });

  it('does nothing more the same day, and raises nothing twice the next day', async () => {
    // Dan's singular-roles review of today no longer shields him tomorrow: the gap is still there.
    expect(await runRequiredActionsJob(second.db, SETTINGS)).toBeNull();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const next = await runRequiredActionsJob(portal.db, SETTINGS, tomorrow);
    expect(next).toEqual({
      adminAttestation: [],
      changePassword: [],
      directoryReview: [],
      singularRolesReview: await ids('dan'),
    });
  });

  it('follows the configured periods', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    // A password age of 1 day: everyone with a password now needs a new one, but only once.
    const raised = await runRequiredActionsJob(
      portal.db,
      { attestationPeriodDays: 3650, passwordMaxAgeDays: 1 },
      inTwoDays,
    );
    expect(raised!.changePassword).toContain(await userId(portal.db, PERSONA_EMAILS.ivy));
    expect(raised!.changePassword).not.toContain(await userId(portal.db, PERSONA_EMAILS.sam));
    expect(raised!.adminAttestation).toEqual([]);
  });
});
