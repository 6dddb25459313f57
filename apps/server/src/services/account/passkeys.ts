// A person's own passkeys from the account page and the sign-in's set-up: adding one (a first
// factor comes with ten recovery codes, as an app's set-up does), renaming and removing (the last
// factor takes the recovery codes along), each change an entry of the person's history.
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.js';
import {
  passkeysOf,
  removePasskey,
  renamePasskey,
  type PasskeyRow,
} from '../../repositories/oidc/passkey-repository.js';
import { removeRecoveryCodes, totpOf } from '../../repositories/oidc/second-factor-repository.js';
import { recordPasskeyChange } from '../../oidc/passkey-history.js';
import {
  registerPasskey,
  registrationOptions,
  type RegistrationResult,
  type RelyingParty,
} from '../../oidc/passkeys.js';
import type { AccountOwner } from './account-owner.js';
import { firstFactorCodes } from './second-factors.js';

export type { PasskeyRow };

export const ownPasskeys = (db: Database, identityId: number) => passkeysOf(db.orm, identityId);

/** Options for the browser to create a passkey of this host for the person. */
export const newPasskeyOptions = (db: Database, rp: RelyingParty, who: AccountOwner) =>
  registrationOptions(db, rp, who);

const hasApp = async (db: Database, identityId: number) =>
  Boolean((await totpOf(db.orm, identityId))?.confirmedAt);

export type PasskeyAdded =
  | { ok: true; amr: string[]; codes: string[] | undefined }
  | Extract<RegistrationResult, { ok: false }>;

/**
 * Checks and stores the browser's new passkey under `name`. When it is the person's first second
 * factor, ten new recovery codes come with it (to be shown once); the amr says what kind it is.
 */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  who: AccountOwner,
  answer: RegistrationResponseJSON,
  name: string,
): Promise<PasskeyAdded> {
  const result = await registerPasskey(db, rp, who.id, answer, name);
  if (!result.ok) return result;
  await recordPasskeyChange(db, {
    identityId: who.id,
    by: who.email,
    kind: 'added',
    oldName: null,
    newName: name,
  });
  return { ok: true, amr: result.amr, codes: await firstFactorCodes(db, who.id) };
}

export async function renameOwnPasskey(
  db: Database,
  who: AccountOwner,
  passkey: PasskeyRow,
  name: string,
) {
  await renamePasskey(db.orm, who.id, passkey.credentialId, name);
  await recordPasskeyChange(db, {
    identityId: who.id,
    by: who.email,
    kind: 'renamed',
    oldName: passkey.name,
    newName: name,
  });
}

/** Removes one of the person's passkeys; its name, or undefined when it was gone already. */
export async function removeOwnPasskey(db: Database, who: AccountOwner, credentialId: string) {
  const removed = await removePasskey(db.orm, who.id, credentialId);
  if (removed === undefined) return undefined;
  await recordPasskeyChange(db, {
    identityId: who.id,
    by: who.email,
    kind: 'removed',
    oldName: removed,
    newName: null,
  });
  // Without any second factor the recovery codes would stand for nothing: they go too.
  if (!(await hasApp(db, who.id)) && (await passkeysOf(db.orm, who.id)).length === 0)
    await removeRecoveryCodes(db.orm, who.id);
  return removed;
}
