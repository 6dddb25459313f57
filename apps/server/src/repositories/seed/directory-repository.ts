// Writes of the demo directory data: review staff, directory types, configurations and selections.
// Hand-written: each step is one set-based INSERT ... SELECT (or a CTE chain) over the seeded
// locations and roles, which the query builder cannot express.
import { sql } from 'drizzle-orm';
import type { DirectoryContext } from '@portal/shared';
import type { Executor } from '../../db/client.js';

/** What seed/compliance.ts describes: staff, directory types and the gaps left open. */
export interface DirectoryDemo {
  STAFF: readonly (readonly [string, string, string, string, string, string])[];
  DIRECTORY_TYPES: readonly {
    context: DirectoryContext;
    name: string;
    displayName: string;
    description: string;
    required: boolean;
  }[];
  GAPS: readonly [DirectoryContext, string, string][];
}

export async function insertDirectoryDemo(
  tx: Executor,
  passwordHash: string,
  data: DirectoryDemo,
): Promise<void> {
  const { STAFF, DIRECTORY_TYPES, GAPS } = data;
  for (const [email, first, last, job, org, serial] of STAFF) {
    await tx.execute(sql`WITH person AS (
        INSERT INTO identity (subject, email, first_name, last_name, job_title, user_type, employee_number,
          password_hash, password_changed_at, email_verified, last_login_at)
        VALUES (gen_random_uuid()::text, ${email}, ${first}, ${last}, ${job}, 'EXTERNAL', ${serial},
          ${passwordHash}, now(), true, now() - interval '9 days') RETURNING id)
      , located AS (INSERT INTO identity_location (identity_id, organization_id, preferred)
        SELECT person.id, o.id, true FROM person, organization o WHERE o.code = ${org})
      , branded AS (INSERT INTO identity_brand SELECT person.id, o.brand_id FROM person, organization o WHERE o.code = ${org})
      , regioned AS (INSERT INTO identity_region SELECT person.id, o.region_code FROM person, organization o WHERE o.code = ${org})
      INSERT INTO identity_role (identity_id, security_role_id, organization_id)
        SELECT person.id, r.id, o.id FROM person, security_role r, organization o
        WHERE r.name = 'DOCUMENT_READER' AND o.code = ${org}`);
  }
  for (const [i, t] of DIRECTORY_TYPES.entries()) {
    await tx.execute(sql`INSERT INTO directory_data_type (context, name, display_name, description, required, sort_order)
      VALUES (${t.context}, ${t.name}, ${t.displayName}, ${t.description}, ${t.required}, ${i})`);
  }
  await tx.execute(sql`INSERT INTO directory_data_configuration (organization_id, context)
    SELECT o.id, c.context FROM organization o, (VALUES ('SINGULAR_ROLES'), ('DEALER_LOCATION')) AS c(context)`);
  // Singular roles: the user who holds the role at the location, if anyone does.
  await tx.execute(sql`INSERT INTO directory_data_selection (configuration_id, directory_data_type_id, identity_id, updated_by)
    SELECT DISTINCT ON (c.id, t.id) c.id, t.id, x.identity_id, 'system:seed'
    FROM directory_data_configuration c
    JOIN directory_data_type t ON t.context = c.context
    JOIN security_role r ON r.name = t.name
    JOIN identity_role x ON x.security_role_id = r.id AND x.organization_id = c.organization_id
    WHERE c.context = 'SINGULAR_ROLES' ORDER BY c.id, t.id, x.identity_id`);
  // Dealer-location contacts: the n-th active user of the location for the n-th type.
  await tx.execute(sql`INSERT INTO directory_data_selection (configuration_id, directory_data_type_id, identity_id, updated_by)
    SELECT c.id, t.id, u.id, 'system:seed'
    FROM directory_data_configuration c
    JOIN directory_data_type t ON t.context = c.context
    JOIN LATERAL (SELECT l.identity_id AS id FROM identity_location l JOIN identity i ON i.id = l.identity_id
      WHERE l.organization_id = c.organization_id AND l.mode = 'INCLUDE' AND i.status = 'ACTIVE'
      ORDER BY i.account_type DESC, i.id OFFSET t.sort_order - 2 LIMIT 1) u ON true
    WHERE c.context = 'DEALER_LOCATION'`);
  // Kenji (KES-0001) holds the optional singular service manager role; the principal stays open.
  await tx.execute(sql`INSERT INTO directory_data_selection (configuration_id, directory_data_type_id, identity_id, updated_by)
    SELECT c.id, t.id, i.id, 'system:seed' FROM directory_data_configuration c
    JOIN organization o ON o.id = c.organization_id AND o.code = 'KES-0001'
    JOIN directory_data_type t ON t.context = c.context AND t.name = 'SERVICE_MANAGER'
    JOIN identity i ON i.email = 'mei.lin@atlas.example'
    WHERE c.context = 'SINGULAR_ROLES' ON CONFLICT DO NOTHING`);
  for (const [context, type, org] of GAPS) {
    await tx.execute(sql`DELETE FROM directory_data_selection s USING directory_data_configuration c,
        directory_data_type t, organization o
      WHERE s.configuration_id = c.id AND s.directory_data_type_id = t.id AND c.organization_id = o.id
        AND c.context = ${context} AND t.context = ${context} AND t.name = ${type} AND o.code = ${org}`);
  }
  // The other administrators reviewed their locations recently; Rita and Sid have not.
  await tx.execute(sql`INSERT INTO directory_review (identity_id, context, reviewed_at)
    SELECT i.id, 'DEALER_LOCATION', now() FROM identity i
    WHERE i.account_type = 'ADMINISTRATOR' AND i.email NOT IN ('rita.review@atlas.example', 'sid.singular@atlas.example')`);
}
