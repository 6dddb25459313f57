// The one place that knows which tables hold a user's second factors: the kind the users list
// shows and filters by, and what an administrator's reset removes.
import { sql } from 'drizzle-orm';
import type { SecondFactorKind } from '@portal/shared';
import { one, type Executor } from '../../db/client.js';

type Kind = Exclude<SecondFactorKind, 'none'>;

/** Each kind of factor, strongest first, and the condition that the identity `i` has one. */
const FACTORS: readonly { kind: Kind; has: string }[] = [
  {
    kind: 'passkey',
    has: 'EXISTS (SELECT 1 FROM identity_passkey f WHERE f.identity_id = i.id)',
  },
  {
    kind: 'app',
    has: 'EXISTS (SELECT 1 FROM identity_totp f WHERE f.identity_id = i.id AND f.confirmed_at IS NOT NULL)',
  },
];

/** Every table that holds a factor or its backup codes, by identity_id. */
const FACTOR_TABLES = ['identity_passkey', 'identity_totp', 'identity_recovery_code'] as const;

/** The strongest second factor of the identity aliased `i`: 'passkey', 'app' or 'none'. */
export const SECOND_FACTOR_KIND = sql.raw(
  `(CASE ${FACTORS.map((f) => `WHEN ${f.has} THEN '${f.kind}'`).join(' ')} ELSE 'none' END)`,
);

/** The kinds of second factor a user has (confirmed ones), strongest first. */
export async function secondFactorsOf(ex: Executor, identityId: number): Promise<Kind[]> {
  const row = await one<Record<Kind, boolean>>(
    ex,
    sql`SELECT ${sql.raw(FACTORS.map((f) => `${f.has} AS "${f.kind}"`).join(', '))}
      FROM identity i WHERE i.id = ${identityId}`,
  );
  return FACTORS.filter((f) => row?.[f.kind] === true).map((f) => f.kind);
}

/** Removes every second factor of the user, pending enrolments and recovery codes included. */
export async function deleteSecondFactors(ex: Executor, identityId: number) {
  for (const table of FACTOR_TABLES)
    await ex.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE identity_id = ${identityId}`);
}
