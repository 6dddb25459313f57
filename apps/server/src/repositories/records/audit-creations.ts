// The creation and verification entries of many new users at once (a bulk import), built in the
// database: the rows writeUserEntries writes for a creation. Their `user.created` events:
// insertUsersWithEvents in integration-events.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The new users, as queries. */
export interface CreatedUsers {
  /**
   * (identity_id, field_names text[], new_values text[], organization_ids, entity_label): the
   * fields with a value, in order, and the user's locations and name as the entry shows them.
   */
  created: SQL;
  /** (identity_id, email, organization_ids, entity_label) of the same users. */
  ids: SQL;
  /** A verification entry for each (their mails are queued). */
  verificationSent: boolean;
}

/** Entries of up to this many fields take their ids in one array expression (below). */
const IDS_INLINE = 16;

/**
 * The ids of the fields `c.field_names`, in order, from the sequence: an array of as many nextval
 * calls, chosen by the count (a CASE evaluates only its branch), rather than a subquery a user
 * (measured on PostgreSQL, 100,000 users of seven fields: 2.9-3.2 s against 3.7 s the entries).
 */
const FIELD_IDS = sql.raw(
  `CASE cardinality(c.field_names) ${Array.from(
    { length: IDS_INLINE },
    (_, i) =>
      `WHEN ${i + 1} THEN ARRAY[${Array(i + 1)
        .fill(`nextval('audit_entry_id_seq')`)
        .join(', ')}]`,
  ).join(' ')} ELSE ARRAY(SELECT nextval('audit_entry_id_seq') FROM unnest(c.field_names)) END`,
);

/**
 * One creation row a user (migration 0014), each field an id from the sequence in order as
 * auditRowsOf gives them; then, with `verificationSent`, a verification entry a user. Separate
 * statements instead of one whose entries were spread to a row a field and grouped back (measured 10 s of a 22 s apply of 100,000 users that way; see
 * bench/import-floor.sql for what the rows themselves cost).
 * Hand-written: INSERT ... SELECT over a MATERIALIZED CTE, which the query builder does not
 * express.
 */
export async function writeCreatedUserEntries(ex: Executor, users: CreatedUsers, by: string) {
  const { created, ids, verificationSent } = users;
  // The entries take the users' locations and names from the queries, not from a join with
  // identity (a scan of every user, growing with the directory, for rows the caller holds).
  // MATERIALIZED: the ids are taken once per user (the planner may not evaluate nextval twice).
  await ex.execute(sql`WITH c AS MATERIALIZED (SELECT c.identity_id, c.field_names, c.new_values,
        c.organization_ids, c.entity_label,
        ${FIELD_IDS} AS ids
      FROM (${created}) c)
    INSERT INTO audit_entry (id, entity_type, entity_id, operation, field_ids, field_names,
      old_values, new_values, changed_by, organization_ids, entity_label)
    SELECT c.ids[1], 'identity', c.identity_id::text, 'CREATE', c.ids, c.field_names,
      array_fill(NULL::text, ARRAY[cardinality(c.ids)]), c.new_values, ${by},
      c.organization_ids, c.entity_label
    FROM c`);
  if (verificationSent)
    await ex.execute(sql`INSERT INTO audit_entry (entity_type, entity_id, operation, field,
        new_value, changed_by, organization_ids, entity_label)
      SELECT 'identity', c.identity_id::text, 'VERIFICATION_SENT', 'email', c.email, ${by},
        c.organization_ids, c.entity_label
      FROM (${ids}) c`);
}
