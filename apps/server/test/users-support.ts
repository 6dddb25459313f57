// Shared steps of the user administration API tests: personas, calls, targets and database snapshots.
import { sql } from 'drizzle-orm';
import type { CreateUserBody } from '@portal/shared';
import { one, rows, type Database } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { signIn } from './helpers/sign-in.js';

export const PERSONA_EMAILS = {
  ada: 'ada.admin@atlas.example',
  dan: 'dan.dealer@atlas.example',
  sam: 'sam.standard@atlas.example',
  ivy: 'ivy.internal@atlas.example',
  otto: 'otto.readonly@atlas.example',
  pat: 'pat.password@atlas.example',
  aria: 'aria.attest@atlas.example',
  rita: 'rita.review@atlas.example',
  sid: 'sid.singular@atlas.example',
  nora: 'nora.noorg@atlas.example',
  cora: 'cora.corvid@corvid.example',
} as const;
export type Persona = keyof typeof PERSONA_EMAILS;
export const PERSONAS = Object.keys(PERSONA_EMAILS) as Persona[];

export async function tokensFor(portal: TestPortal, who: readonly Persona[] = PERSONAS) {
  const out = {} as Record<Persona, string>;
  for (const p of who)
    out[p] = (await signIn(portal.app, portal.config, PERSONA_EMAILS[p])).access_token;
  return out;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

export function call(portal: TestPortal, token: string, c: Call) {
  return portal.app.inject({
    method: c.method,
    url: c.url,
    headers: { authorization: `Bearer ${token}` },
    ...(c.payload === undefined ? {} : { payload: c.payload as object }),
  });
}

/** Calls the API as one of the signed-in personas. */
export type As = (
  who: Persona,
  method: Call['method'],
  url: string,
  payload?: unknown,
) => ReturnType<typeof call>;

/** A portal of the test file's own, these personas signed in, and `as` to call it as one of them. */
export async function startUsersPortal(who: readonly Persona[] = PERSONAS) {
  const portal = await startPortal();
  const tokens = await tokensFor(portal, who);
  const as: As = (p, method, url, payload) => call(portal, tokens[p], { method, url, payload });
  return { portal, tokens, as };
}

export async function orgId(db: Database, code: string) {
  return (await one<{ id: number }>(db.orm, sql`SELECT id FROM organization WHERE code = ${code}`))!
    .id;
}
export async function roleId(db: Database, name: string) {
  return (await one<{ id: number }>(
    db.orm,
    sql`SELECT id FROM security_role WHERE name = ${name}`,
  ))!.id;
}
export async function userId(db: Database, email: string) {
  return (await one<{ id: number }>(
    db.orm,
    sql`SELECT id FROM identity WHERE lower(email) = lower(${email})`,
  ))!.id;
}
export async function identity(db: Database, id: number) {
  return one<{
    status: string;
    version: number;
    first_name: string;
    deactivation_reason: string | null;
  }>(
    db.orm,
    sql`SELECT status, version, first_name, deactivation_reason FROM identity WHERE id = ${id}`,
  );
}

let counter = 0;
/** Inserts a plain user straight into the database (a target for destructive calls). */
export async function insertUser(
  db: Database,
  opts: {
    orgCodes: string[];
    brands?: number[];
    regions?: string[];
    roles?: string[];
    email?: string;
  },
) {
  const email = opts.email ?? `target.${Date.now()}.${++counter}@dealer.example`;
  const row = await one<{ id: number }>(
    db.orm,
    sql`INSERT INTO identity (subject, email, first_name, last_name, user_type, account_type, email_verified)
      VALUES (gen_random_uuid()::text, ${email}, 'Tess', ${`Target${counter}`}, 'EXTERNAL', 'STANDARD', false) RETURNING id`,
  );
  const id = row!.id;
  for (const [i, code] of opts.orgCodes.entries())
    await db.orm.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
      SELECT ${id}, id, ${i === 0} FROM organization WHERE code = ${code}`);
  for (const b of opts.brands ?? [1])
    await db.orm.execute(sql`INSERT INTO identity_brand VALUES (${id}, ${b})`);
  for (const r of opts.regions ?? ['NA'])
    await db.orm.execute(sql`INSERT INTO identity_region VALUES (${id}, ${r})`);
  for (const name of opts.roles ?? [])
    await db.orm
      .execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
      SELECT ${id}, r.id, (SELECT organization_id FROM identity_location WHERE identity_id = ${id} AND preferred)
      FROM security_role r WHERE r.name = ${name}`);
  return { id, email };
}

/** A valid create payload: an external standard user at ATL-0001 with the document reader role. */
export async function validCreateBody(
  db: Database,
  overrides: Partial<CreateUserBody> = {},
): Promise<CreateUserBody> {
  const atl1 = await orgId(db, 'ATL-0001');
  return {
    firstName: 'Nina',
    lastName: 'Newcomer',
    email: `nina.${Date.now()}.${++counter}@dealer.example`,
    jobTitle: 'Parts Advisor',
    mobilePhone: '+1 614 555 0199',
    secondaryPhone: null,
    fax: null,
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    preferredLanguage: 'en',
    serialNumber: null,
    locations: [{ organizationId: atl1, mode: 'INCLUDE', preferred: true }],
    brandIds: [1],
    regionCodes: ['NA'],
    roles: [{ roleId: await roleId(db, 'DOCUMENT_READER'), organizationId: atl1 }],
    permissionSetIds: [],
    applicationIds: [],
    digitalPermissions: ['orderParts'],
    emailPreferences: ['announcements'],
    ...overrides,
  };
}

const TABLES = [
  'identity',
  'identity_location',
  'identity_brand',
  'identity_region',
  'identity_role',
  'identity_permission_set',
  'identity_application',
  'audit_entry',
  'email_outbox',
  'verification_token',
];

/** A digest of every table user administration writes: equal digests, unchanged data. */
export async function snapshot(db: Database): Promise<string> {
  // Row count and newest row version (xmin) per table, in one query: an insert or update writes a
  // newer xmin, a delete lowers the count. Reading and hashing every row instead made
  // users-properties.test.ts take 58 s rather than 17 s on PGlite.
  const list = await rows<{ h: string }>(
    db.orm,
    sql.raw(
      TABLES.map(
        (t) =>
          `SELECT '${t}:' || count(*) || '/' || coalesce(max(xmin::text::bigint), 0) AS h FROM ${t}`,
      ).join(' UNION ALL '),
    ),
  );
  return list
    .map((r) => r.h)
    .sort()
    .join(',');
}

/** A user's entries as the history shows them (a creation expanded into its fields). */
export async function auditOf(db: Database, id: number) {
  return rows<{
    operation: string;
    field: string | null;
    old_value: string | null;
    new_value: string | null;
    changed_by: string;
  }>(
    db.orm,
    sql`SELECT operation, field, old_value, new_value, changed_by FROM audit_entry_field
      WHERE entity_type = 'identity' AND entity_id = ${String(id)} ORDER BY id`,
  );
}
