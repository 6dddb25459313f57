// Writes a user's new password and security question, and ends their refresh tokens.
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

/**
 * Ends the refresh tokens and provider sessions of the account: no other session can renew its
 * access token with the old password's sign-in. Access tokens already issued (minutes) stay valid,
 * so the page that changed the password can still show its answer.
 */
export async function dropRefreshTokens(ex: Executor, subject: string) {
  await ex.execute(sql`DELETE FROM oidc_payload WHERE model IN ('RefreshToken', 'Session')
    AND payload ->> 'accountId' = ${subject}`);
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
