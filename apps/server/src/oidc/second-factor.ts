// Authenticator apps (TOTP, RFC 6238: 30 s steps, one step of drift either way, a code works once)
// and recovery codes (ten, single-use, kept hashed), checked under the sign-in throttle.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { recoveryCodeSchema, totpCodeSchema } from '@portal/shared';
import type { Database } from '../db/client.js';
import { clearFailures } from '../repositories/oidc/account-repository.js';
import { recordUserChanges, type Change } from '../services/records/record-changes.js';
import {
  acceptStep,
  removeRecoveryCodes,
  removeTotp,
  replaceRecoveryCodes,
  totpOf,
  useRecoveryCode,
} from '../repositories/oidc/second-factor-repository.js';
import { checkPassword, claimAttempt, completeSignIn, type SignInResult } from './accounts.js';

export const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No look-alikes (0/o, 1/l/i): a code is read off paper. 31 signs, 10 of them: ~49 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string, issuer: string) {
  return generateURI({ issuer, label: email, secret, period: TOTP_PERIOD });
}

/** The QR code of an address as an SVG data URI (the pages' CSP allows data: images). */
export async function qrDataUri(text: string) {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The secret in groups of four, as a person types it into an app. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** One entry of the user's edit history about their factors (never a secret in it). */
const factorEntry = (
  operation: string,
  oldValue: string | null,
  newValue: string | null,
): Change => ({
  operation,
  field: oldValue || newValue ? 'secondFactor' : null,
  oldValue,
  newValue,
});

/**
 * Ten new recovery codes (xxxxx-xxxxx); the previous ones stop working. Shown once, kept hashed.
 * `renewedBy`: codes made on demand (not at the first set-up) are an entry of the history.
 */
export async function newRecoveryCodes(
  db: Database,
  identityId: number,
  renewedBy?: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    ),
  );
  await db.tx(async (tx) => {
    await replaceRecoveryCodes(tx, identityId, codes.map(hashCode));
    if (renewedBy)
      await recordUserChanges(
        tx,
        identityId,
        [factorEntry('RECOVERY_CODES_RENEWED', null, null)],
        renewedBy,
      );
  });
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

/**
 * Removes the user's authenticator app, as an entry of their history. The recovery codes belong
 * to the account's second factors: they go with the app only when no passkey stays (`keepCodes`).
 */
export async function removeAuthenticator(
  db: Database,
  identityId: number,
  by: string,
  keepCodes: boolean,
) {
  await db.tx(async (tx) => {
    await removeTotp(tx, identityId);
    if (!keepCodes) await removeRecoveryCodes(tx, identityId);
    await recordUserChanges(tx, identityId, [factorEntry('FACTOR_REMOVED', 'app', null)], by);
  });
}

/**
 * Checks a code of the user's authenticator app (pending or confirmed); a right code confirms a
 * pending enrolment ('enrolled'). A code of a time step already used is refused ('replay').
 */
async function checkTotp(
  db: Database,
  identityId: number,
  typed: string,
): Promise<'ok' | 'enrolled' | 'wrong' | 'replay'> {
  const code = totpCodeSchema.safeParse(typed);
  const factor = await totpOf(db.orm, identityId);
  if (!code.success || !factor) return 'wrong';
  const result = await verify({
    secret: factor.secret,
    token: code.data,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
  });
  // The functional verify also serves HOTP; a TOTP result carries its time step.
  if (!result.valid || !('timeStep' in result)) return 'wrong';
  if (!(await acceptStep(db.orm, identityId, result.timeStep))) return 'replay';
  return factor.confirmedAt ? 'ok' : 'enrolled';
}

export type SecondStepResult =
  { ok: true; method: 'totp' | 'recovery' } | { ok: false; reason: 'wrong' | 'replay' | 'tooMany' };

/** A code of the app or a recovery code (used up when right). */
async function checkCode(db: Database, identityId: number, typed: string) {
  if (totpCodeSchema.safeParse(typed).success)
    return { method: 'totp' as const, outcome: await checkTotp(db, identityId, typed) };
  const code = recoveryCodeSchema.safeParse(typed);
  const used = code.success && (await useRecoveryCode(db.orm, identityId, hashCode(code.data)));
  return { method: 'recovery' as const, outcome: used ? ('ok' as const) : ('wrong' as const) };
}

/**
 * The second step of a sign-in: a code of the app or a recovery code. Each try counts as a failed
 * sign-in of the e-mail and address until it succeeds, so five wrong codes in a row slow the
 * account down exactly as five wrong passwords do (LOGIN_LIMITS).
 */
export async function checkSecondStep(
  db: Database,
  who: { identityId: number; email: string },
  typed: string,
  ip: string,
): Promise<SecondStepResult> {
  const claim = await claimAttempt(db, who.email, ip);
  if (!('id' in claim)) return { ok: false, reason: 'tooMany' };
  const { method, outcome } = await checkCode(db, who.identityId, typed);
  if (outcome === 'wrong' || outcome === 'replay') return { ok: false, reason: outcome };
  await clearFailures(db.orm, claim.id, who.email, ip);
  // The history says when an app was set up and when a recovery code was spent (not which).
  if (outcome === 'enrolled' || method === 'recovery')
    await recordUserChanges(
      db.orm,
      who.identityId,
      [
        outcome === 'enrolled'
          ? factorEntry('FACTOR_ADDED', null, 'app')
          : factorEntry('RECOVERY_CODE_USED', null, null),
      ],
      who.email,
    );
  return { ok: true, method };
}

/**
 * Password and second factor in one attempt: the way past the per-e-mail slow-down from an
 * address the e-mail never signed in from (README, "Login throttling"). The attempt counts as a
 * failure until both are right, under the per-pair and per-address limits; the answer is the same
 * whether the password, the code or both were wrong, so it tells nothing about the password. The
 * code is checked (and used up) only after the right password of a user with a confirmed app.
 */
export async function signInWithCode(
  db: Database,
  email: string,
  password: string,
  typed: string,
  ip: string,
): Promise<SignInResult> {
  const claim = await claimAttempt(db, email, ip, true);
  if (!('id' in claim)) return { ok: false, reason: 'tooMany' };
  const { user, valid } = await checkPassword(db, email, password);
  const factor = user && (await totpOf(db.orm, user.id));
  if (!user || !valid || !factor?.confirmedAt) return { ok: false, reason: 'invalid' };
  const { method, outcome } = await checkCode(db, user.id, typed);
  if (outcome !== 'ok') return { ok: false, reason: 'invalid' };
  if (method === 'recovery')
    await recordUserChanges(
      db.orm,
      user.id,
      [factorEntry('RECOVERY_CODE_USED', null, null)],
      email,
    );
  return completeSignIn(db, claim.id, email, ip, user);
}
