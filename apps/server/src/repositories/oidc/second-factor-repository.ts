// Second factors in the database: a user's authenticator app (TOTP) and recovery codes (hashed).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { one, type Executor } from '../../db/client.js';
import { identityRecoveryCode, identityTotp } from '../../db/schema/index.js';

/** The user's authenticator app, confirmed or waiting for its first code. */
export async function totpOf(ex: Executor, identityId: number) {
  const [row] = await ex.select().from(identityTotp).where(eq(identityTotp.identityId, identityId));
  return row;
}

/** Starts (or restarts) an enrolment: a new secret that works once confirmed by a first code. */
export async function startTotp(ex: Executor, identityId: number, secret: string) {
  await ex
    .insert(identityTotp)
    .values({ identityId, secret })
    .onConflictDoUpdate({
      target: identityTotp.identityId,
      set: { secret, confirmedAt: null, lastStep: 0, published: false, createdAt: sql`now()` },
      // A confirmed app is replaced only after removing it.
      setWhere: isNull(identityTotp.confirmedAt),
    });
}

/**
 * Records the accepted code's time step, unless that step or a later one was used already (then
 * the code is a replay: false). Confirms a pending enrolment on the way.
 */
export async function acceptStep(ex: Executor, identityId: number, step: number) {
  const done = await ex
    .update(identityTotp)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${identityTotp.confirmedAt}, now())` })
    .where(
      and(
        eq(identityTotp.identityId, identityId),
        sql`(${identityTotp.lastStep} < ${step} OR ${identityTotp.published})`,
      ),
    )
    .returning({ id: identityTotp.identityId });
  return done.length === 1;
}

export async function removeTotp(ex: Executor, identityId: number) {
  await ex.delete(identityTotp).where(eq(identityTotp.identityId, identityId));
}

/** The user's recovery codes, used or not, go (their last second factor went). */
export async function removeRecoveryCodes(ex: Executor, identityId: number) {
  await ex.delete(identityRecoveryCode).where(eq(identityRecoveryCode.identityId, identityId));
}

/** Replaces the user's recovery codes (the old ones stop working). */
export async function replaceRecoveryCodes(ex: Executor, identityId: number, hashes: string[]) {
  await ex.delete(identityRecoveryCode).where(eq(identityRecoveryCode.identityId, identityId));
  if (hashes.length)
    await ex
      .insert(identityRecoveryCode)
      .values(hashes.map((codeHash) => ({ identityId, codeHash })));
}

/** Marks an unused code used; false when there is no such unused code. */
export async function useRecoveryCode(ex: Executor, identityId: number, codeHash: string) {
  const used = await ex
    .update(identityRecoveryCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(identityRecoveryCode.identityId, identityId),
        eq(identityRecoveryCode.codeHash, codeHash),
        isNull(identityRecoveryCode.usedAt),
      ),
    )
    .returning({ id: identityRecoveryCode.identityId });
  return used.length === 1;
}

export async function unusedRecoveryCodes(ex: Executor, identityId: number) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(identityRecoveryCode)
    .where(
      and(eq(identityRecoveryCode.identityId, identityId), isNull(identityRecoveryCode.usedAt)),
    );
  return row?.n ?? 0;
}

/**
 * The user behind a subject with e-mail, whether they have a confirmed authenticator app, the
 * relying parties of their passkeys, and what decides whether a second factor is required of them
 * (status, the features of their roles, employee number and directory groups, as the principal has
 * them). Hand-written: one call of portal_factor_owner (migration 0031), where a sign-in without a
 * factor made two statements.
 */
export async function factorOwner(ex: Executor, subject: string) {
  const row = await one<{
    id: number;
    email: string;
    status: string;
    employeeNumber: string | null;
    directoryGroups: string[];
    roleFeatures: string[];
    hasTotp: boolean;
    passkeyParties: string[];
  }>(
    ex,
    sql`SELECT id, email, status, employee_number AS "employeeNumber",
      directory_groups AS "directoryGroups", role_features AS "roleFeatures",
      has_totp AS "hasTotp", passkey_parties AS "passkeyParties"
      FROM portal_factor_owner(${subject})`,
  );
  return row;
}
