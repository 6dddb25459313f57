// Passkeys in the database: a user's WebAuthn credentials and the challenge of each pending ceremony.
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identity, identityPasskey, passkeyChallenge } from '../../db/schema/index.js';

export type PasskeyRow = typeof identityPasskey.$inferSelect;

/** A user's passkeys, oldest first. */
export async function passkeysOf(ex: Executor, identityId: number) {
  return ex
    .select()
    .from(identityPasskey)
    .where(eq(identityPasskey.identityId, identityId))
    .orderBy(asc(identityPasskey.createdAt), asc(identityPasskey.credentialId));
}

export async function passkeyCount(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({ n: count() })
    .from(identityPasskey)
    .where(eq(identityPasskey.identityId, identityId));
  return row?.n ?? 0;
}

/** A passkey by its credential id, with its owner's subject and status (for a sign-in). */
export async function passkeyWithOwner(ex: Executor, credentialId: string) {
  const [row] = await ex
    .select({
      passkey: identityPasskey,
      subject: identity.subject,
      email: identity.email,
      status: identity.status,
    })
    .from(identityPasskey)
    .innerJoin(identity, eq(identity.id, identityPasskey.identityId))
    .where(eq(identityPasskey.credentialId, credentialId));
  return row;
}

/** Stores a new passkey; false when the credential is registered already (to anyone). */
export async function insertPasskey(ex: Executor, row: typeof identityPasskey.$inferInsert) {
  const done = await ex
    .insert(identityPasskey)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: identityPasskey.credentialId });
  return done.length === 1;
}

/**
 * Records an accepted use: the new counter and backup state, and the time. The counter must grow
 * (unless the authenticator keeps none, 0 and 0): two answers racing with the same counter value
 * cannot both pass. False when it did not.
 */
export async function recordUse(
  ex: Executor,
  credentialId: string,
  use: { counter: number; backedUp: boolean },
) {
  const done = await ex
    .update(identityPasskey)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(identityPasskey.credentialId, credentialId),
        sql`(${identityPasskey.counter} < ${use.counter} OR (${identityPasskey.counter} = 0 AND ${use.counter} = 0))`,
      ),
    )
    .returning({ id: identityPasskey.credentialId });
  return done.length === 1;
}

export async function renamePasskey(
  ex: Executor,
  identityId: number,
  credentialId: string,
  name: string,
) {
  const done = await ex
    .update(identityPasskey)
    .set({ name })
    .where(
      and(
        eq(identityPasskey.identityId, identityId),
        eq(identityPasskey.credentialId, credentialId),
      ),
    )
    .returning({ name: identityPasskey.name });
  return done.length === 1;
}

/** Removes one of the user's passkeys; returns its name, undefined when there was none. */
export async function removePasskey(ex: Executor, identityId: number, credentialId: string) {
  const [row] = await ex
    .delete(identityPasskey)
    .where(
      and(
        eq(identityPasskey.identityId, identityId),
        eq(identityPasskey.credentialId, credentialId),
      ),
    )
    .returning({ name: identityPasskey.name });
  return row?.name;
}

/** Removes every passkey of the user (an administrator's reset of the second factors). */
export async function removeAllPasskeys(ex: Executor, identityId: number) {
  const rows = await ex
    .delete(identityPasskey)
    .where(eq(identityPasskey.identityId, identityId))
    .returning({ name: identityPasskey.name });
  return rows.map((r) => r.name);
}

/** Keeps the challenge of a new ceremony (replacing the owner's earlier one); expired ones go. */
export async function putChallenge(
  ex: Executor,
  owner: string,
  challenge: string,
  ttlSeconds: number,
) {
  await ex.delete(passkeyChallenge).where(lt(passkeyChallenge.expiresAt, sql`now()`));
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await ex
    .insert(passkeyChallenge)
    .values({ owner, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyChallenge.owner, set: { challenge, expiresAt } });
}

/** Takes (and deletes) the owner's challenge if it has not expired: each works once. */
export async function takeChallenge(ex: Executor, owner: string) {
  const [row] = await ex
    .delete(passkeyChallenge)
    .where(and(eq(passkeyChallenge.owner, owner), gt(passkeyChallenge.expiresAt, sql`now()`)))
    .returning({ challenge: passkeyChallenge.challenge });
  return row?.challenge;
}

/** The user behind a subject as the passkey pages need them: id, e-mail, name, app set up. */
export async function passkeyUser(ex: Executor, subject: string) {
  const [row] = await ex
    .select({
      id: identity.id,
      subject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    })
    .from(identity)
    .where(and(eq(identity.subject, subject), eq(identity.status, 'ACTIVE')));
  return row;
}
