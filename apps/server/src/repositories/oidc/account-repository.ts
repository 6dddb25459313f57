// The embedded provider's view of users: accounts and their claims, roles, and sign-in failures.
import { and, desc, eq, sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';
import {
  identity,
  identityLocation,
  identityRole,
  organization,
  securityRole,
} from '../../db/schema/index.js';

const sameEmail = (column: typeof identity.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

/** An active user by subject, with the name of their first (preferred) included location. */
export async function activeAccount(ex: Executor, subject: string) {
  const firstLocation = ex
    .select({ name: organization.name })
    .from(identityLocation)
    .innerJoin(organization, eq(organization.id, identityLocation.organizationId))
    .where(and(eq(identityLocation.identityId, identity.id), eq(identityLocation.mode, 'INCLUDE')))
    .orderBy(desc(identityLocation.preferred), organization.id)
    .limit(1);
  const [row] = await ex
    .select({
      subject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      emailVerified: identity.emailVerified,
      preferredLanguage: identity.preferredLanguage,
      directoryGroups: identity.directoryGroups,
      organization: sql<string | null>`(${firstLocation})`,
    })
    .from(identity)
    .where(and(eq(identity.subject, subject), eq(identity.status, 'ACTIVE')));
  return row;
}

/** Names of the roles a user holds directly. */
export async function directRoleNames(ex: Executor, subject: string) {
  const list = await ex
    .select({ name: securityRole.name })
    .from(identity)
    .innerJoin(identityRole, eq(identityRole.identityId, identity.id))
    .innerJoin(securityRole, eq(securityRole.id, identityRole.securityRoleId))
    .where(eq(identity.subject, subject))
    .orderBy(securityRole.name);
  return list.map((r) => r.name);
}

/** The user signing in with an e-mail address (any case), with their password hash. */
export async function signInCandidate(ex: Executor, email: string) {
  const [row] = await ex
    .select({
      id: identity.id,
      subject: identity.subject,
      status: identity.status,
      passwordHash: identity.passwordHash,
    })
    .from(identity)
    .where(sameEmail(identity.email, email));
  return row;
}

export async function recordLogin(ex: Executor, id: number) {
  await ex
    .update(identity)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(identity.id, id));
}

/** A claimed attempt's row, or the limit that refused it: the per-e-mail one alone, or another. */
export type Claim = { id: number } | { refused: 'email' | 'other' };

/**
 * Records a failed attempt unless a limit is reached, under advisory locks on the e-mail and the
 * address so that parallel attempts see each other. The per-e-mail limit slows down other
 * addresses only: an address the e-mail signed in from before (login_known_address, 90 days) gets
 * past it, and so does an attempt that carries a second factor's code (`withCode`), so that
 * failures from elsewhere never lock the owner out; the per-pair and per-address limits hold for
 * every attempt. Hand-written: one call of portal_claim_login_attempt (migration 0029), which
 * takes the locks (always the e-mail's first, then the address's: no two attempts wait on each
 * other in a cycle), counts and inserts in one round trip, its locks held until it returns.
 */
export async function claimFailure(
  ex: Executor,
  email: string,
  ip: string,
  limits: { perPair: number; perEmail: number; perAddress: number },
  withCode = false,
): Promise<Claim> {
  const row = await one<{ id: string | number | null; others_allow: boolean }>(
    ex,
    sql`SELECT * FROM portal_claim_login_attempt(${email}, ${ip}, ${limits.perPair},
      ${limits.perEmail}, ${limits.perAddress}, ${withCode})`,
  );
  // bigserial: a string from node-postgres, a number from PGlite.
  if (row?.id != null) return { id: Number(row.id) };
  return { refused: row?.others_allow ? 'email' : 'other' };
}

/**
 * After a right password: the attempt and this address's failures for the e-mail are cleared, and
 * the address becomes one of the e-mail's known addresses (past the per-e-mail limit); with
 * `signedIn`, that user's last sign-in is set too. Hand-written: one call of
 * portal_clear_login_failures (migration 0031), where the sign-in made three statements.
 */
export async function clearFailures(
  ex: Executor,
  attempt: number,
  email: string,
  ip: string,
  signedIn?: number,
) {
  await ex.execute(sql`SELECT portal_clear_login_failures(${attempt}, ${email.toLowerCase()}, ${ip},
    ${signedIn ?? null}::int)`);
}
