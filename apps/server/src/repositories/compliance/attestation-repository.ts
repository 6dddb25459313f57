// The attestation review's reads and writes: the users an administrator manages with the days since
// their last sign-in and their second factor, the users to deactivate (locked), and the administrator's attestation time.
import { sql } from 'drizzle-orm';
import type { AttestationUser } from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import { SECOND_FACTOR_KIND } from '../users/second-factor-kinds.js';

/** More than any administrator manages; the list is shown on pages of 999 rows. */
const LIST_CAP = 20_000;

/**
 * Active users with an included location in `scope` (only external ones when `externalOnly`),
 * newest sign-in last. Hand-written: the `&&` on included_org_ids uses its GIN index.
 */
export async function listScopeUsers(
  ex: Executor,
  scope: readonly number[],
  externalOnly: boolean,
): Promise<AttestationUser[]> {
  if (scope.length === 0) return [];
  const list = await rows<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    days: number | null;
    second_factor: AttestationUser['secondFactor'];
  }>(
    ex,
    sql`SELECT i.id, i.first_name, i.last_name, i.email,
        floor(extract(epoch FROM now() - i.last_login_at) / 86400)::int AS days,
        ${SECOND_FACTOR_KIND} AS second_factor
      FROM identity i
      WHERE i.status = 'ACTIVE' AND i.included_org_ids && ${intArray(scope)}
        ${externalOnly ? sql`AND i.user_type = 'EXTERNAL'` : sql``}
      ORDER BY i.last_login_at ASC NULLS FIRST, i.id LIMIT ${LIST_CAP}`,
  );
  return list.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    daysSinceLogin: r.days === null ? null : Math.max(0, Number(r.days)),
    secondFactor: r.second_factor,
  }));
}

/** Records the attestation now; returns its time. */
export async function markAttested(ex: Executor, id: number): Promise<Date> {
  const row = await one<{ at: Date | string }>(
    ex,
    sql`UPDATE identity SET last_attested_at = now() WHERE id = ${id} RETURNING last_attested_at AS at`,
  );
  return new Date(row!.at);
}
