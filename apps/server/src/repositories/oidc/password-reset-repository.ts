// Forgotten-password links in the database (by token hash) and the password they set.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identity, passwordReset } from '../../db/schema/index.js';
import { LINK_OWNER, newPasswordColumns } from '../users/user-repository.js';

/** An active user by e-mail (any case), for the reset mail. */
export async function resetCandidate(ex: Executor, email: string) {
  const [row] = await ex
    .select({
      id: identity.id,
      email: identity.email,
      firstName: identity.firstName,
      language: identity.preferredLanguage,
    })
    .from(identity)
    .where(and(sql`lower(${identity.email}) = lower(${email})`, eq(identity.status, 'ACTIVE')));
  return row;
}

export async function storeReset(ex: Executor, identityId: number, tokenHash: string) {
  await ex.insert(passwordReset).values({
    tokenHash,
    identityId,
    expiresAt: sql`now() + interval '30 minutes'`,
  });
}

/** The unused, unexpired link's user (locked with FOR UPDATE when `lock`). */
export async function validReset(ex: Executor, tokenHash: string, lock = false) {
  const query = ex
    .select({ ...LINK_OWNER, subject: identity.subject })
    .from(passwordReset)
    .innerJoin(identity, eq(identity.id, passwordReset.identityId))
    .where(
      and(
        eq(passwordReset.tokenHash, tokenHash),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, sql`now()`),
        eq(identity.status, 'ACTIVE'),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: passwordReset }) : query);
  return row;
}

/**
 * Sets the new password, uses up every open link of the user and ends their access tokens at once
 * (sessions_revoked_at; the version bump refreshes cached principals).
 */
export async function storeResetPassword(ex: Executor, identityId: number, passwordHash: string) {
  await ex
    .update(identity)
    .set(newPasswordColumns(passwordHash))
    .where(eq(identity.id, identityId));
  await ex
    .update(passwordReset)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordReset.identityId, identityId), isNull(passwordReset.usedAt)));
}
