// The creation entries, verification entries and `user.created` events of many new users at
// once (a bulk import), built in the database: the rows recordUsersChanges writes for a creation.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userPayloadSql } from './audit-entries.js';

/** The new users, as queries. */
export interface CreatedUsers {
  /**
   * (identity_id, field_names text[], new_values text[], organization_ids, entity_label): the
   * fields with a value, in order, and the user's locations and name as the entry shows them.
   */
  created: SQL;
  /** (identity_id, email, organization_ids, entity_label) of the same users. */
  ids: SQL;
  /** (identity_id, brands, regions, locations, roles) for the events; looked up where missing. */
  lists: SQL;
  /** A verification entry for each (their mails are queued). */
  verificationSent: boolean;
}

/**
 * One creation row a user (migration 0014), each field an id from the sequence in order as
 * auditRowsOf gives them; then, with `verificationSent`, a verification entry a user; then the
 * events and their deliveries. Three statements instead of one whose entries were spread to a
 * row a field and grouped back (measured 10 s of a 22 s apply of 100,000 users that way; see
 * bench/import-floor.sql for what the rows themselves cost).
 * Hand-written: INSERT ... SELECT with data-modifying CTEs, which the query builder does not
 * express.
 */
export async function recordUsersCreated(ex: Executor, users: CreatedUsers, by: string) {
  const { created, ids, lists, verificationSent } = users;
  // The entries take the users' locations and names from the queries, not from a join with
  // identity (a scan of every user, growing with the directory, for rows the caller holds).
  // MATERIALIZED: the ids are taken once per user (the planner may not evaluate nextval twice).
  await ex.execute(sql`WITH c AS MATERIALIZED (SELECT c.identity_id, c.field_names, c.new_values,
        c.organization_ids, c.entity_label,
        ARRAY(SELECT nextval('audit_entry_id_seq') FROM unnest(c.field_names)) AS ids
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
  await ex.execute(sql`WITH e AS (
      INSERT INTO integration_event (event_type, entity_type, entity_id, payload, changed_by)
      SELECT 'user.created', 'user', i.id::text, ${userPayloadSql(true)}, ${by}
      FROM (${ids}) c JOIN identity i ON i.id = c.identity_id
      LEFT JOIN (${lists}) p ON p.identity_id = i.id
      RETURNING id, event_type)
    INSERT INTO webhook_delivery (event_id, subscription_id)
    SELECT e.id, s.id FROM e JOIN webhook_subscription s
      ON s.active AND e.event_type = ANY(s.event_types)`);
}
