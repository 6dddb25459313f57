// A person's second factors as the account pages see them (app, passkeys, recovery codes) and the
// rules that tie the recovery codes to the factors, not to the app: any factor may renew them
// (confirmed by a code or by one of the person's passkeys), and they go with the last factor.
import { jsonField, passkeyAssertionSchema } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { clearFailures } from '../../repositories/oidc/account-repository.js';
import { passkeysOf, type PasskeyRow } from '../../repositories/oidc/passkey-repository.js';
import {
  startTotp,
  totpOf,
  unusedRecoveryCodes,
} from '../../repositories/oidc/second-factor-repository.js';
import { claimAttempt } from '../../oidc/accounts.js';
import { authenticationOptions, checkPasskey, type RelyingParty } from '../../oidc/passkeys.js';
import {
  checkSecondStep,
  newRecoveryCodes,
  newTotpSecret,
  removeAuthenticator,
  type SecondStepResult,
} from '../../oidc/second-factor.js';
import type { AccountOwner } from './account-owner.js';

export interface FactorState {
  /** A confirmed authenticator app. */
  hasTotp: boolean;
  /** The person's passkeys, of every host. */
  passkeys: PasskeyRow[];
  /** Unused recovery codes. */
  remaining: number;
}

export async function factorState(db: Database, identityId: number): Promise<FactorState> {
  const [totp, passkeys, remaining] = await Promise.all([
    totpOf(db.orm, identityId),
    passkeysOf(db.orm, identityId),
    unusedRecoveryCodes(db.orm, identityId),
  ]);
  return { hasTotp: Boolean(totp?.confirmedAt), passkeys, remaining };
}

/** Starts (or restarts) setting up an app: the new secret, working once a first code confirms it. */
export async function startApp(db: Database, identityId: number): Promise<string> {
  const secret = newTotpSecret();
  await startTotp(db.orm, identityId, secret);
  return secret;
}

/** The secret of an app set-up waiting for its first code, if there is one. */
export async function pendingAppSecret(db: Database, identityId: number) {
  const factor = await totpOf(db.orm, identityId);
  return factor && !factor.confirmedAt ? factor.secret : undefined;
}

/**
 * Ten new recovery codes when the factor just added is the person's only one (to be shown once);
 * beside an earlier factor the codes stay as they were.
 */
export async function firstFactorCodes(db: Database, identityId: number) {
  const state = await factorState(db, identityId);
  const factors = Number(state.hasTotp) + state.passkeys.length;
  return factors === 1 ? newRecoveryCodes(db, identityId) : undefined;
}

/** Removes the app; the recovery codes stay while a passkey stays. */
export async function removeApp(db: Database, who: AccountOwner) {
  const keepCodes = (await passkeysOf(db.orm, who.id)).length > 0;
  await removeAuthenticator(db, who.id, who.email, keepCodes);
  return { keptCodes: keepCodes };
}

/** The challenge owner of a passkey that confirms a change on the account pages. */
const confirmOwner = (identityId: number) => `confirm:${identityId}`;

/** Options for the browser to confirm a change with one of the person's passkeys of this host. */
export async function confirmationOptions(db: Database, rp: RelyingParty, identityId: number) {
  const own = await passkeysOf(db.orm, identityId);
  return authenticationOptions(db, rp, confirmOwner(identityId), own);
}

export type Confirmation =
  | { ok: true }
  | { ok: false; reason: Exclude<SecondStepResult, { ok: true }>['reason'] | PasskeyRefusal };
export type PasskeyRefusal = 'passkeyInvalid' | 'passkeyExpired';

/**
 * Confirms a change of the person's factors: by one of their passkeys (`credential`, the browser's
 * answer) or else a typed code of the app or a recovery code (used up). Each try counts under the
 * sign-in throttle, as the second step's do.
 */
export async function confirmChange(
  db: Database,
  rp: RelyingParty,
  who: AccountOwner,
  typed: { code: string; credential: string },
  ip: string,
): Promise<Confirmation> {
  if (!typed.credential)
    return checkSecondStep(db, { identityId: who.id, email: who.email }, typed.code, ip);
  const claim = await claimAttempt(db, who.email, ip);
  if (!('id' in claim)) return { ok: false, reason: 'tooMany' };
  const answer = passkeyAssertionSchema.safeParse(jsonField(typed.credential));
  if (!answer.success) return { ok: false, reason: 'passkeyInvalid' };
  const result = await checkPasskey(db, rp, confirmOwner(who.id), answer.data, who.id);
  if (!result.ok)
    return { ok: false, reason: result.reason === 'expired' ? 'passkeyExpired' : 'passkeyInvalid' };
  await clearFailures(db.orm, claim.id, who.email, ip);
  return { ok: true };
}

/** Ten new recovery codes, shown once; the old ones stop working (an entry of the history). */
export const renewRecoveryCodes = (db: Database, who: AccountOwner) =>
  newRecoveryCodes(db, who.id, who.email);
