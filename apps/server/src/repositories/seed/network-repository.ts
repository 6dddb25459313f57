// Writes of the generated dealer network: locations and users made by the database from name lists.
// Hand-written: set-based INSERT ... SELECT over generate_series makes thousands of rows in one
// statement each, which the query builder cannot express.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';

/** The name lists the generated rows are made from (seed/generate.ts). */
export interface NetworkNames {
  FIRST: readonly string[];
  LAST: readonly string[];
  TOWNS: readonly string[];
  KINDS: readonly string[];
  BRAND_PREFIX: readonly string[];
  REGIONS: readonly string[];
  ROLES: readonly string[];
}

export async function insertDealerNetwork(
  tx: Executor,
  size: { orgs: number; users: number },
  names: NetworkNames,
): Promise<void> {
  const { FIRST, LAST, TOWNS, KINDS, BRAND_PREFIX, REGIONS, ROLES } = names;
  // Brand 1 gets half of the locations; the others share the rest.
  await tx.execute(sql`INSERT INTO organization (code, name, brand_id, region_code, city, country, address)
    SELECT
      (${textArray(BRAND_PREFIX)})[b] || '-G' || lpad(g::text, 4, '0'),
      (${textArray(TOWNS)})[1 + g % ${TOWNS.length}] || ' ' || (${textArray(KINDS)})[1 + (g / 7) % ${KINDS.length}],
      b,
      (${textArray(REGIONS)})[1 + (g / 3) % 4],
      (${textArray(TOWNS)})[1 + g % ${TOWNS.length}],
      'XX',
      g || ' Industrial Park'
    FROM generate_series(1, ${size.orgs}) g,
      LATERAL (SELECT CASE WHEN g % 2 = 0 THEN 1 ELSE 2 + (g / 2) % 3 END AS b) pick`);
  await tx.execute(sql`INSERT INTO identity (subject, email, first_name, last_name, job_title, user_type, account_type,
      employee_number, directory_username, last_login_at, email_verified, preferred_language, status)
    SELECT gen_random_uuid()::text,
      lower(replace(f, ' ', '')) || '.' || lower(replace(l, ' ', '')) || '.' || g || '@dealer.example',
      f, l, 'Dealer staff', CASE WHEN g % 10 = 0 THEN 'INTERNAL' ELSE 'EXTERNAL' END,
      CASE WHEN g % 25 = 0 THEN 'ADMINISTRATOR' ELSE 'STANDARD' END,
      CASE WHEN g % 7 = 0 THEN NULL ELSE 'G' || lpad(g::text, 7, '0') END,
      'gen' || g,
      CASE WHEN g % 11 = 0 THEN NULL ELSE now() - ((g * 37) % 400) * interval '1 day' END,
      true,
      (ARRAY['en','de','fr','es','it','nl','pt','ko','zh'])[1 + g % 9],
      CASE WHEN g % 17 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END
    FROM generate_series(1, ${size.users}) g,
      LATERAL (SELECT (${textArray(FIRST)})[1 + g % ${FIRST.length}] AS f,
                      (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] AS l) names`);
  // Each generated user works at one generated location and holds its brand and region.
  await tx.execute(sql`CREATE TEMP TABLE gen_link ON COMMIT DROP AS
    SELECT i.id AS identity_id, o.id AS organization_id, o.brand_id, o.region_code,
      (substring(i.directory_username from 4))::int AS g
    FROM identity i
    JOIN organization o ON o.code LIKE '%-G%'
      AND substring(o.code from 6)::int = 1 + ((substring(i.directory_username from 4))::int % ${size.orgs})
    WHERE i.directory_username LIKE 'gen%'`);
  await tx.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
    SELECT identity_id, organization_id, true FROM gen_link`);
  await tx.execute(sql`INSERT INTO identity_brand SELECT identity_id, brand_id FROM gen_link`);
  await tx.execute(sql`INSERT INTO identity_region SELECT identity_id, region_code FROM gen_link`);
  await tx.execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
    SELECT l.identity_id, r.id, l.organization_id FROM gen_link l
    JOIN security_role r ON r.name = (${textArray(ROLES)})[1 + l.g % ${ROLES.length}]`);
  await tx.execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
    SELECT l.identity_id, r.id, l.organization_id FROM gen_link l
    JOIN security_role r ON r.name = 'DEALER_USER_ADMIN'
    JOIN identity i ON i.id = l.identity_id AND i.account_type = 'ADMINISTRATOR'`);
}
