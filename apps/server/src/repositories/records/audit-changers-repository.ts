// The people named as "changed by" in the edit history: the suggestions of the history's filter.
// Hand-written: an EXISTS over audit_entry joined on the lower-cased e-mail, with the delegated
// scope as an array overlap, which the query builder would only spell less clearly.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditChanger } from '@portal/shared';
import { rows, type Executor } from '../../db/client.js';
import { intArray, likeContains } from '../../db/sql.js';
import { ENTITY, externalUserEntry, type AuditKind } from './audit-search-repository.js';

/**
 * Users whose name or e-mail contains `search` (the users list's trigram-indexed expression) and
 * who changed at least one entry of those `kinds` within `scope`, by name. For an external
 * administrator (`externalOnly`) only external users, and only by entries he may read.
 */
export async function auditChangers(
  ex: Executor,
  q: { search?: string | undefined; limit: number },
  kinds: readonly AuditKind[],
  scope: readonly number[] | 'all',
  externalOnly = false,
): Promise<AuditChanger[]> {
  if (kinds.length === 0 || (scope !== 'all' && scope.length === 0)) return [];
  const text = q.search?.toLowerCase();
  const matches: SQL = text
    ? sql`lower(i.first_name || ' ' || i.last_name || ' ' || i.email || ' ' || coalesce(i.employee_number, ''))
        LIKE ${likeContains(text)}`
    : sql`true`;
  const inScope: SQL = scope === 'all' ? sql`true` : sql`a.organization_ids && ${intArray(scope)}`;
  const types = sql.join(
    kinds.map((k) => sql`${ENTITY[k]}`),
    sql`, `,
  );
  const readable: SQL = externalOnly
    ? sql`i.user_type = 'EXTERNAL'
      AND (a.entity_type <> 'identity' OR ${externalUserEntry(sql`a.entity_id`)})`
    : sql`true`;
  return rows<AuditChanger>(
    ex,
    sql`SELECT i.id, i.first_name || ' ' || i.last_name AS name, i.email FROM identity i
      WHERE ${matches} AND EXISTS (SELECT 1 FROM audit_entry a
        WHERE lower(a.changed_by) = lower(i.email) AND a.entity_type IN (${types}) AND ${inScope}
          AND ${readable})
      ORDER BY lower(i.last_name), lower(i.first_name), i.id LIMIT ${q.limit}`,
  );
}
