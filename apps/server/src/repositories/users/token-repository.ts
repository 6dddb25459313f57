// Verification tokens: one live link per user, stored as a SHA-256 hash.
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { VERIFICATION_HOURS } from '@portal/shared';
import { one, type Executor } from '../../db/client.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link's token; earlier unused links of the user stop working. */
export async function storeToken(ex: Executor, identityId: number, token: string) {
  await ex.execute(
    sql`DELETE FROM verification_token WHERE identity_id = ${identityId} AND used_at IS NULL`,
  );
  await ex.execute(sql`INSERT INTO verification_token (identity_id, token_hash, expires_at)
    VALUES (${identityId}, ${hashToken(token)}, now() + ${`${VERIFICATION_HOURS} hours`}::interval)`);
}

export interface TokenOwner {
  token_id: number;
  identity_id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  expired: boolean;
  used: boolean;
}

export function findToken(ex: Executor, token: string, lock = false) {
  return one<TokenOwner>(
    ex,
    sql`SELECT t.id::int AS token_id, i.id AS identity_id, i.first_name, i.last_name, i.email, i.status,
        t.expires_at <= now() AS expired, t.used_at IS NOT NULL AS used
      FROM verification_token t JOIN identity i ON i.id = t.identity_id
      WHERE t.token_hash = ${hashToken(token)}${lock ? sql` FOR UPDATE OF t` : sql``}`,
  );
}

export async function useToken(ex: Executor, tokenId: number) {
  await ex.execute(sql`UPDATE verification_token SET used_at = now() WHERE id = ${tokenId}`);
}

/**
 * Every unused link of the user stops working at once: when their e-mail address changes, when
 * they are deactivated (deletion removes the rows with the user).
 */
export async function dropTokens(ex: Executor, identityId: number) {
  await ex.execute(
    sql`DELETE FROM verification_token WHERE identity_id = ${identityId} AND used_at IS NULL`,
  );
}

/** Expired links are kept a week for support questions, then removed by the daily job. */
export async function purgeExpiredTokens(ex: Executor) {
  await ex.execute(
    sql`DELETE FROM verification_token WHERE expires_at < now() - interval '7 days'`,
  );
}
