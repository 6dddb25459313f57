// Accounts of the embedded provider are the portal's users: look-up, claims and password checks.
import { hash, verify } from '../lib/argon2.js';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/client.js';
import {
  activeAccount,
  claimFailure,
  clearFailures,
  directRoleNames,
  signInCandidate,
} from '../repositories/oidc/account-repository.js';
import { prefetchedAccount } from './refresh-state.js';

export async function findAccount(db: Database, sub: string): Promise<Account | undefined> {
  // A refresh grant or code exchange read the account with its token (refresh-grant.ts).
  const known = prefetchedAccount(sub);
  const row = known ? known.account : await activeAccount(db.orm, sub);
  if (!row) return undefined;
  return {
    accountId: row.subject,
    claims: () => ({
      sub: row.subject,
      name: `${row.firstName} ${row.lastName}`,
      given_name: row.firstName,
      family_name: row.lastName,
      preferred_username: row.email,
      locale: row.preferredLanguage,
      organization: row.organization ?? '',
      email: row.email,
      email_verified: row.emailVerified,
      groups: row.directoryGroups,
    }),
  };
}

export async function rolesForSubject(db: Database, sub: string): Promise<string[]> {
  const known = prefetchedAccount(sub);
  return known?.account ? known.account.roles : directRoleNames(db.orm, sub);
}

export type SignInResult =
  | { ok: true; subject: string }
  | {
      ok: false;
      reason: 'invalid' | 'inactive' | 'tooMany';
      /** Refused by the per-e-mail limit alone: a second factor's code gets past it. */
      slowedDown?: boolean;
    };

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
 * Returns the attempt's row id (deleted again on success), or the limit that refused it.
 */
export async function claimAttempt(db: Database, email: string, ip: string, withCode = false) {
  return claimFailure(db.orm, email, ip, LOGIN_LIMITS, withCode);
}

/** The user of the e-mail and whether the password is theirs (as long for an unknown e-mail). */
export async function checkPassword(db: Database, email: string, password: string) {
  const user = await signInCandidate(db.orm, email);
  const valid = await verify(user?.passwordHash ?? (await dummy()), password)
    .then((ok) => ok && Boolean(user?.passwordHash))
    .catch(() => false);
  return { user, valid };
}

/** After both steps: this address's failures cleared, the account's state judged, the time kept. */
export async function completeSignIn(
  db: Database,
  attempt: number,
  email: string,
  ip: string,
  user: { id: number; subject: string; status: string },
): Promise<SignInResult> {
  // The right password clears this address's failures; others' stay counted for the e-mail. An
  // active account's sign-in time is kept in the same statement.
  const active = user.status === 'ACTIVE';
  await clearFailures(db.orm, attempt, email, ip, active ? user.id : undefined);
  if (!active) return { ok: false, reason: 'inactive' };
  return { ok: true, subject: user.subject };
}

/** Checks e-mail and password, counting failures so guessing is slowed down (LOGIN_LIMITS). */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  ip: string,
): Promise<SignInResult> {
  const claim = await claimAttempt(db, email, ip);
  // Refused before the password is read: the answer says nothing about it.
  if (!('id' in claim))
    return { ok: false, reason: 'tooMany', slowedDown: claim.refused === 'email' };
  const { user, valid } = await checkPassword(db, email, password);
  // A wrong password keeps the attempt's row: it is the recorded failure.
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  return completeSignIn(db, claim.id, email, ip, user);
}
