// Accounts of the embedded provider are the portal's users: look-up, claims and password checks.
import { sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { Account } from 'oidc-provider';
import { one, rows, type Database } from '../db/client.js';
import type { identity, SqlRow } from '../db/schema.js';

type AccountRow = Pick<
  SqlRow<typeof identity.$inferSelect>,
  | 'subject'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'email_verified'
  | 'preferred_language'
  | 'directory_groups'
> & { organization: string | null };

export async function findAccount(db: Database, sub: string): Promise<Account | undefined> {
  const row = await one<AccountRow>(
    db.orm,
    sql`SELECT i.subject, i.email, i.first_name, i.last_name, i.email_verified, i.preferred_language, i.directory_groups,
        (SELECT o.name FROM identity_location l JOIN organization o ON o.id = l.organization_id
          WHERE l.identity_id = i.id AND l.mode = 'INCLUDE' ORDER BY l.preferred DESC, o.id LIMIT 1) AS organization
      FROM identity i WHERE i.subject = ${sub} AND i.status = 'ACTIVE'`,
  );
  if (!row) return undefined;
  return {
    accountId: row.subject,
    claims: () => ({
      sub: row.subject,
      name: `${row.first_name} ${row.last_name}`,
      given_name: row.first_name,
      family_name: row.last_name,
      preferred_username: row.email,
      locale: row.preferred_language,
      organization: row.organization ?? '',
      email: row.email,
      email_verified: row.email_verified,
      groups: row.directory_groups,
    }),
  };
}

export async function rolesForSubject(db: Database, sub: string): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db.orm,
    sql`SELECT r.name FROM identity i JOIN identity_role x ON x.identity_id = i.id
      JOIN security_role r ON r.id = x.security_role_id WHERE i.subject = ${sub} ORDER BY r.name`,
  );
  return list.map((r) => r.name);
}

export type SignInResult =
  { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'inactive' | 'tooMany' };

// Checked when the e-mail is unknown, so that the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash('no-such-account-password'));

/**
 * The throttle (README, "Login throttling"): 5 failures per (e-mail, address) in 15 minutes, 50
 * per e-mail in an hour from anywhere, 30 per address in 15 minutes across e-mails.
 */
export const LOGIN_LIMITS = { perPair: 5, perEmail: 50, perAddress: 30 } as const;

/**
 * Records the attempt as a failure before the password is checked, under advisory locks on the
 * e-mail and the address, so that parallel attempts see each other: at most the limit is checked.
 * Returns the attempt's row id (deleted again on success), or undefined when the limit is reached.
 */
async function claimAttempt(db: Database, email: string, ip: string) {
  return db.tx(async (tx) => {
    // Always the e-mail's lock first, then the address's: no two attempts wait on each other in a cycle.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login-email:${email.toLowerCase()}`}, 0))`,
    );
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login-ip:${ip}`}, 0))`);
    // bigserial: a string from node-postgres, a number from PGlite.
    const row = await one<{ id: string | number }>(
      tx,
      sql`WITH counts AS (SELECT
          (SELECT count(*) FROM login_failure WHERE lower(email) = lower(${email}) AND ip = ${ip}
            AND failed_at > now() - interval '15 minutes') AS pair,
          (SELECT count(*) FROM login_failure WHERE lower(email) = lower(${email})
            AND failed_at > now() - interval '1 hour') AS by_email,
          (SELECT count(*) FROM login_failure WHERE ip = ${ip}
            AND failed_at > now() - interval '15 minutes') AS by_ip)
        INSERT INTO login_failure (email, ip) SELECT ${email.slice(0, 255)}, ${ip} FROM counts
          WHERE pair < ${LOGIN_LIMITS.perPair} AND by_email < ${LOGIN_LIMITS.perEmail}
            AND by_ip < ${LOGIN_LIMITS.perAddress}
        RETURNING id`,
    );
    return row?.id;
  });
}

/** Checks e-mail and password, counting failures so guessing is slowed down (LOGIN_LIMITS). */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  ip: string,
): Promise<SignInResult> {
  const attempt = await claimAttempt(db, email, ip);
  if (attempt === undefined) return { ok: false, reason: 'tooMany' };
  const user = await one<{
    id: number;
    subject: string;
    status: string;
    password_hash: string | null;
  }>(
    db.orm,
    sql`SELECT id, subject, status, password_hash FROM identity WHERE lower(email) = lower(${email})`,
  );
  const valid = await verify(user?.password_hash ?? (await dummy()), password)
    .then((ok) => ok && Boolean(user?.password_hash))
    .catch(() => false);
  // A wrong password keeps the attempt's row: it is the recorded failure.
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  // The right password clears this address's failures; others' stay counted for the e-mail.
  await db.orm.execute(
    sql`DELETE FROM login_failure WHERE id = ${attempt} OR (lower(email) = lower(${email}) AND ip = ${ip})`,
  );
  if (user.status !== 'ACTIVE') return { ok: false, reason: 'inactive' };
  await db.orm.execute(sql`UPDATE identity SET last_login_at = now() WHERE id = ${user.id}`);
  return { ok: true, subject: user.subject };
}
