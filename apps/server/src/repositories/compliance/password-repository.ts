// Writes a user's new password and security question, and ends the refresh tokens of their other sessions.
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';

export interface PasswordOwner {
  id: number;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  security_question: string | null;
}

/** The user behind a password change, locked for the transaction. */
export async function lockPasswordOwner(ex: Executor, id: number) {
  return one<PasswordOwner>(
    ex,
    sql`SELECT id, subject, email, first_name, last_name, security_question
      FROM identity WHERE id = ${id} AND status = 'ACTIVE' FOR UPDATE`,
  );
}

/** The user's current password hash (null when they have none), to refuse the same password again. */
export async function currentPasswordHash(ex: Executor, id: number) {
  const row = await one<{ password_hash: string | null }>(
    ex,
    sql`SELECT password_hash FROM identity WHERE id = ${id}`,
  );
  return row?.password_hash ?? null;
}

export async function storePasswordAndQuestion(
  ex: Executor,
  id: number,
  v: { passwordHash: string; question: string; answerHash: string; by: string },
) {
  await ex.execute(sql`UPDATE identity SET password_hash = ${v.passwordHash}, password_changed_at = now(),
      security_question = ${v.question}, security_answer_hash = ${v.answerHash},
      updated_at = now(), modified_by = ${v.by}, version = version + 1
    WHERE id = ${id}`);
}

/** What a password change keeps: the grant of the access token and the provider session it came from. */
export interface KeptSession {
  grantId?: string;
  sessionId?: string;
}

/**
 * Ends every session of the account except the kept ones: refresh tokens and provider sessions
 * are deleted, and sessions_revoked_at refuses the access tokens already issued to the others at
 * once, while the kept grants (session_kept_grant, valid for this revocation only) go on. The
 * session that made the change (its provider session and the grants of that session) stays
 * signed in. Hand-written: the kept session is found inside the session's jsonb authorizations,
 * which the query builder cannot express.
 */
export async function endOtherSessions(ex: Executor, subject: string, keep: KeptSession) {
  const grantId = keep.grantId ?? '';
  const sessionId = keep.sessionId ?? '';
  await ex.execute(sql`WITH kept_session AS (
      SELECT id, payload FROM oidc_payload
      WHERE model = 'Session' AND payload ->> 'accountId' = ${subject}
        AND (id = ${sessionId} OR EXISTS (
          SELECT 1 FROM jsonb_each(coalesce(payload -> 'authorizations', '{}'::jsonb)) a
          WHERE a.value ->> 'grantId' = ${grantId}))
    ), kept_grant AS (
      SELECT ${grantId}::text AS id
      UNION SELECT a.value ->> 'grantId' FROM kept_session k,
        jsonb_each(coalesce(k.payload -> 'authorizations', '{}'::jsonb)) a
    ), revoked AS (
      UPDATE identity SET sessions_revoked_at = clock_timestamp() WHERE subject = ${subject}
      RETURNING sessions_revoked_at
    ), forgotten AS (
      DELETE FROM session_kept_grant WHERE subject = ${subject}
        AND grant_id NOT IN (SELECT id FROM kept_grant WHERE id IS NOT NULL)
    ), kept AS (
      INSERT INTO session_kept_grant (subject, grant_id, revoked_at)
      SELECT ${subject}, g.id, r.sessions_revoked_at FROM kept_grant g, revoked r
      WHERE g.id IS NOT NULL AND g.id <> ''
      ON CONFLICT (subject, grant_id) DO UPDATE SET revoked_at = excluded.revoked_at
    )
    DELETE FROM oidc_payload WHERE payload ->> 'accountId' = ${subject} AND (
      (model = 'RefreshToken' AND coalesce(grant_id, '') NOT IN (
        SELECT id FROM kept_grant WHERE id IS NOT NULL AND id <> ''))
      OR (model = 'Session' AND id NOT IN (SELECT id FROM kept_session)))`);
}

/** Whether the grant was kept by the password change that made the user's latest revocation. */
export async function isKeptGrant(ex: Executor, subject: string, grantId: string) {
  const row = await one<{ kept: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM session_kept_grant k JOIN identity i
        ON i.subject = k.subject AND i.sessions_revoked_at = k.revoked_at
      WHERE k.subject = ${subject} AND k.grant_id = ${grantId}) AS kept`,
  );
  return row?.kept === true;
}

/** The id of the active user a provider account (subject) belongs to. */
export async function activeIdentityId(ex: Executor, subject: string) {
  const row = await one<{ id: number }>(
    ex,
    sql`SELECT id FROM identity WHERE subject = ${subject} AND status = 'ACTIVE'`,
  );
  return row?.id;
}

/** Whether the user's password is older than `maxAgeDays` (the daily job's rule, for one user). */
export async function passwordOlderThan(
  ex: Executor,
  id: number,
  maxAgeDays: number,
): Promise<boolean> {
  const row = await one<{ expired: boolean }>(
    ex,
    sql`SELECT coalesce(password_changed_at, created_at) < now() - ${`${maxAgeDays} days`}::interval
      AS expired FROM identity WHERE id = ${id} AND password_hash IS NOT NULL`,
  );
  return row?.expired === true;
}
