// The embedded provider's state (sessions, grants, codes, tokens) in oidc_payload.
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oidcPayload } from '../../db/schema/index.js';

export type PayloadRow = typeof oidcPayload.$inferInsert;

export async function upsertPayload(ex: Executor, row: PayloadRow) {
  const { payload, grantId, userCode, uid, expiresAt } = row;
  await ex
    .insert(oidcPayload)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcPayload.model, oidcPayload.id],
      set: { payload, grantId, userCode, uid, expiresAt },
    });
}

/**
 * Several upserts (as upsertPayload) and removals in one statement; no row is in both lists.
 * Hand-written: one call of portal_write_payloads (migration 0031), its plan kept.
 */
export async function writePayloads(
  ex: Executor,
  rows: PayloadRow[],
  gone: { model: string; id: string }[],
) {
  if (rows.length === 1 && !gone.length) return upsertPayload(ex, rows[0]!);
  await ex.execute(sql`SELECT portal_write_payloads(${JSON.stringify(rows)}::jsonb,
    ${JSON.stringify(gone)}::jsonb)`);
}

/** The unexpired payload of a model found by id, user code or uid, and when it was consumed. */
export async function findPayload(
  ex: Executor,
  model: string,
  by: { id: string } | { userCode: string } | { uid: string },
) {
  const key: SQL =
    'id' in by
      ? eq(oidcPayload.id, by.id)
      : 'userCode' in by
        ? eq(oidcPayload.userCode, by.userCode)
        : eq(oidcPayload.uid, by.uid);
  const [row] = await ex
    .select({
      payload: oidcPayload.payload,
      consumed: sql<number | null>`extract(epoch from ${oidcPayload.consumedAt})::int`,
    })
    .from(oidcPayload)
    .where(
      and(
        eq(oidcPayload.model, model),
        key,
        or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, sql`now()`)),
      ),
    );
  return row;
}

export async function consumePayload(ex: Executor, model: string, id: string) {
  await ex
    .update(oidcPayload)
    // The first use counts: the refresh-token grace window is measured from it.
    .set({ consumedAt: sql`coalesce(${oidcPayload.consumedAt}, now())` })
    .where(and(eq(oidcPayload.model, model), eq(oidcPayload.id, id)));
}

export async function deletePayload(ex: Executor, model: string, id: string) {
  await ex.delete(oidcPayload).where(and(eq(oidcPayload.model, model), eq(oidcPayload.id, id)));
}

/**
 * Deletes a grant's state and marks its session ended (ended_session), so access tokens of that
 * grant are refused at once while the user's other sessions go on. Hand-written: one set-based
 * statement (delete, then insert for the owner it returned) instead of a read and two writes.
 */
export async function revokeGrant(ex: Executor, grantId: string) {
  await ex.execute(sql`WITH gone AS (
      DELETE FROM oidc_payload WHERE grant_id = ${grantId} RETURNING payload ->> 'accountId' AS sub
    ), owner AS (
      SELECT sub FROM gone
      UNION SELECT payload ->> 'accountId' FROM oidc_payload WHERE model = 'Grant' AND id = ${grantId}
    )
    INSERT INTO ended_session (grant_id, identity_id)
      SELECT ${grantId}, i.id FROM identity i
      WHERE i.subject IN (SELECT sub FROM owner WHERE sub IS NOT NULL)
      ON CONFLICT (grant_id) DO NOTHING`);
}

/** Removes provider state expired for more than an hour. */
export async function purgeExpiredPayloads(ex: Executor) {
  await ex.delete(oidcPayload).where(lt(oidcPayload.expiresAt, sql`now() - interval '1 hour'`));
}
