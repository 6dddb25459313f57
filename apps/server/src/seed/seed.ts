// Creates the demo data on an empty database: reference data, demo personas, generated dealers and users.
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { one, type Database, type Executor } from '../db/client.js';
import { BRANDS, PERMISSION_SETS, REGIONS, ROLES } from './catalog.js';
import { DEMO_ORGS, DEMO_PASSWORD, PERSONAS, type Persona } from './personas.js';
import { generateDealerNetwork } from './generate.js';
import { textArray } from '../db/sql.js';
import { seedContent } from './content.js';
import { seedRecords } from './records.js';

export interface SeedOptions {
  /** 'demo' adds generated dealers and users at realistic scale; 'minimal' only the personas. */
  scale: 'demo' | 'minimal';
  generatedOrgs?: number;
  generatedUsers?: number;
}

/** Seeds an empty database; returns false (and changes nothing) when data already exists. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  const existing = await one<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM brand`);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.tx(async (tx) => {
    await seedReference(tx);
    for (const org of DEMO_ORGS) {
      await tx.execute(sql`INSERT INTO organization (code, name, brand_id, region_code, city, country, address)
        VALUES (${org.code}, ${org.name}, ${org.brandId}, ${org.region}, ${org.city}, ${org.country}, ${`1 Main Street, ${org.city}`})`);
    }
    if (opts.scale === 'demo') {
      await generateDealerNetwork(tx, {
        orgs: opts.generatedOrgs ?? 300,
        users: opts.generatedUsers ?? 3000,
      });
    }
    for (const persona of PERSONAS) await insertPersona(tx, persona, passwordHash);
    await seedContent(tx, { scale: opts.scale });
    await seedRecords(tx, opts.scale);
  });
  return true;
}

async function seedReference(tx: Executor): Promise<void> {
  for (const b of BRANDS) {
    await tx.execute(sql`INSERT INTO brand (id, name, theme, host_match, confidential_text, copyright)
      VALUES (${b.id}, ${b.name}, ${b.theme}, ${b.hostMatch}, ${b.confidential}, ${b.copyright})`);
  }
  for (const r of REGIONS) {
    await tx.execute(sql`INSERT INTO region (code, name) VALUES (${r.code}, ${r.name})`);
  }
  for (const role of ROLES) {
    await tx.execute(sql`INSERT INTO security_role
      (name, display_name, activities, business_functions, assignable_by, singular, exclude_from_copy_user, feed_id)
      VALUES (${role.name}, ${role.displayName}, ${textArray(role.activities)}, ${textArray(role.businessFunctions ?? [])},
        ${textArray(role.assignableBy ?? [])}, ${role.singular ?? false}, ${role.excludeFromCopyUser ?? false},
        ${`feed-${role.name.toLowerCase()}`})`);
  }
  for (const set of PERMISSION_SETS) {
    await tx.execute(sql`INSERT INTO permission_set (name, display_name, selection_mode)
      VALUES (${set.name}, ${set.displayName}, ${set.selectionMode})`);
    await tx.execute(sql`INSERT INTO permission_set_role (permission_set_id, security_role_id)
      SELECT p.id, r.id FROM permission_set p, security_role r
      WHERE p.name = ${set.name} AND r.name = ANY(${textArray(set.roles)})`);
  }
}

async function insertPersona(tx: Executor, p: Persona, passwordHash: string): Promise<void> {
  const lastLogin =
    p.lastLoginDaysAgo == null
      ? null
      : new Date(Date.now() - p.lastLoginDaysAgo * 86_400_000).toISOString();
  const row = await one<{ id: number }>(
    tx,
    sql`INSERT INTO identity (subject, email, first_name, last_name, job_title, user_type, account_type,
        employee_number, directory_groups, required_actions, password_hash, password_changed_at, email_verified,
        last_login_at, preferred_language, mobile_phone)
      VALUES (gen_random_uuid()::text, ${p.email}, ${p.firstName}, ${p.lastName}, ${p.jobTitle}, ${p.userType},
        ${p.accountType}, ${p.employeeNumber}, ${textArray(p.directoryGroups ?? [])},
        ${textArray(p.requiredActions ?? [])}, ${passwordHash}, now(), true, ${lastLogin}::timestamptz, 'en', '+1 614 555 0100')
      RETURNING id`,
  );
  const id = row!.id;
  for (const b of p.brands) await tx.execute(sql`INSERT INTO identity_brand VALUES (${id}, ${b})`);
  for (const r of p.regions)
    await tx.execute(sql`INSERT INTO identity_region VALUES (${id}, ${r})`);
  if (p.orgs === 'ALL') {
    await tx.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
      SELECT ${id}, o.id, o.code = 'ATL-0001' FROM organization o`);
  } else {
    for (const [i, code] of p.orgs.entries()) {
      await tx.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
        SELECT ${id}, o.id, ${i === 0} FROM organization o WHERE o.code = ${code}`);
    }
  }
  const firstOrg = p.orgs === 'ALL' ? 'ATL-0001' : p.orgs[0];
  for (const role of p.roles) {
    await tx.execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
      SELECT ${id}, r.id, (SELECT o.id FROM organization o WHERE o.code = ${firstOrg ?? ''})
      FROM security_role r WHERE r.name = ${role}`);
  }
}
