// Whether a user or an organisation exists within a delegated scope (the resync check).
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';

export async function recordInScope(
  ex: Executor,
  kind: 'user' | 'organization',
  id: number,
  scope: readonly number[] | 'all',
  externalOnly = false,
): Promise<boolean> {
  const row =
    kind === 'user'
      ? await one<{ id: number }>(
          ex,
          sql`SELECT id FROM identity WHERE id = ${id}
            ${scope === 'all' ? sql`` : sql`AND included_org_ids && ${intArray(scope)}`}
            ${externalOnly ? sql`AND user_type = 'EXTERNAL'` : sql``}`,
        )
      : await one<{ id: number }>(
          ex,
          sql`SELECT id FROM organization WHERE id = ${id}
            ${scope === 'all' ? sql`` : sql`AND id = ANY(${intArray(scope)})`}`,
        );
  return row !== undefined;
}
