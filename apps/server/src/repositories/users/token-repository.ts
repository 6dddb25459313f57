// Verification tokens: one live link per user, stored as a SHA-256 hash.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { VERIFICATION_HOURS } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { intArray, textArray } from '../../db/sql.js';
import { identity, verificationToken } from '../../db/schema/index.js';
import { LINK_OWNER } from './user-repository.js';
import { insertRows } from '../row-writes.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link's token; earlier unused links of the user stop working. */
export async function storeToken(ex: Executor, identityId: number, token: string) {
  await dropTokens(ex, identityId);
  await insertTokens(ex, [{ identityId, token }]);
}

/** Links of users who have none yet (new users), in one statement. */
export async function insertTokens(
  ex: Executor,
  list: readonly { identityId: number; token: string }[],
) {
  const expires = new Date(Date.now() + VERIFICATION_HOURS * 3_600_000).toISOString();
  await insertRows(
    ex,
    'verification_token',
    { identity_id: 'int', token_hash: 'text', expires_at: 'timestamptz' },
    list.map(({ identityId, token }) => ({
      identity_id: identityId,
      token_hash: hashToken(token),
      expires_at: expires,
    })),
  );
}

/** The link's owner and its state; `lock` holds the token row for the rest of the transaction. */
export async function findToken(ex: Executor, token: string, lock = false) {
  const query = ex
    .select({
      tokenId: verificationToken.id,
      ...LINK_OWNER,
      status: identity.status,
      expired: sql<boolean>`${verificationToken.expiresAt} <= now()`,
      used: sql<boolean>`${verificationToken.usedAt} IS NOT NULL`,
    })
    .from(verificationToken)
    .innerJoin(identity, eq(identity.id, verificationToken.identityId))
    .where(eq(verificationToken.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update', { of: verificationToken }) : query);
  return row;
}

export async function useToken(ex: Executor, tokenId: number) {
  await ex
    .update(verificationToken)
    .set({ usedAt: sql`now()` })
    .where(eq(verificationToken.id, tokenId));
}

/**
 * Every unused link of the user stops working at once: when their e-mail address changes, when
 * they are deactivated (deletion removes the rows with the user).
 */
export async function dropTokens(ex: Executor, identityId: number) {
  await ex
    .delete(verificationToken)
    .where(and(eq(verificationToken.identityId, identityId), isNull(verificationToken.usedAt)));
}

/** Expired links are kept a week for support questions, then removed by the daily job. */
export async function purgeExpiredTokens(ex: Executor) {
  await ex
    .delete(verificationToken)
    .where(lt(verificationToken.expiresAt, sql`now() - interval '7 days'`));
}

/**
 * Links of many new users at once (bulk import): hand-written, one INSERT ... SELECT from two
 * array parameters, measured much faster than multi-row VALUES (query building per value).
 */
export async function storeNewUserTokens(
  ex: Executor,
  list: readonly { identityId: number; token: string }[],
) {
  if (list.length === 0) return;
  await ex.execute(sql`INSERT INTO verification_token (identity_id, token_hash, expires_at)
    SELECT t.id, t.hash, now() + ${`${VERIFICATION_HOURS} hours`}::interval
    FROM unnest(${intArray(list.map((t) => t.identityId))},
      ${textArray(list.map((t) => hashToken(t.token)))}) AS t(id, hash)`);
}
