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

const WINDOW = sql`now() - interval '15 minutes'`;

// Checked when the e-mail is unknown, so that the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash('no-such-account-password'));
const MAX_PER_EMAIL = 5;
const MAX_PER_IP = 30;

/** Checks e-mail and password, counting failures so guessing is slowed down per account and per address. */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  ip: string,
): Promise<SignInResult> {
  const counts = await one<{ by_email: number; by_ip: number }>(
    db.orm,
    sql`SELECT
      (SELECT count(*)::int FROM login_failure WHERE lower(email) = lower(${email}) AND failed_at > ${WINDOW}) AS by_email,
      (SELECT count(*)::int FROM login_failure WHERE ip = ${ip} AND failed_at > ${WINDOW}) AS by_ip`,
  );
  if ((counts?.by_email ?? 0) >= MAX_PER_EMAIL || (counts?.by_ip ?? 0) >= MAX_PER_IP) {
    return { ok: false, reason: 'tooMany' };
  }
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
  if (!user || !valid) {
    await db.orm.execute(
      sql`INSERT INTO login_failure (email, ip) VALUES (${email.slice(0, 255)}, ${ip})`,
    );
    return { ok: false, reason: 'invalid' };
  }
  if (user.status !== 'ACTIVE') return { ok: false, reason: 'inactive' };
  await db.orm.execute(sql`UPDATE identity SET last_login_at = now() WHERE id = ${user.id}`);
  await db.orm.execute(sql`DELETE FROM login_failure WHERE lower(email) = lower(${email})`);
  return { ok: true, subject: user.subject };
}
