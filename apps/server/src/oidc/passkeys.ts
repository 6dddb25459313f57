// Passkeys (WebAuthn) through @simplewebauthn/server: the relying party of a request, the options a
// browser needs to create or use a passkey, and the checks of its answers (user verification
// required, attestation none, a signature counter that must grow, each challenge used once).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { hostBrandId } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  insertPasskey,
  passkeysOf,
  passkeyWithOwner,
  putChallenge,
  recordUse,
  takeChallenge,
  type PasskeyRow,
} from '../repositories/oidc/passkey-repository.js';
import { brandName } from './brand-logos.js';

/** Loaded at the first passkey request: most starts and requests never need it. */
const webauthn = () => import('@simplewebauthn/server');

/** How long a ceremony may take: the browser's timeout and the challenge's life. */
export const CEREMONY_SECONDS = 300;

/**
 * EdDSA, ES256 and RS256 (COSE ids): what authenticators make. The library would add ML-DSA-44
 * where Node offers it; its 1,312-byte keys do not fit the pages' 8 KB form bodies.
 */
const ALGORITHMS = [-8, -7, -257];

export interface RelyingParty {
  /** The relying party id: the host name a passkey belongs to. */
  id: string;
  /** The origin the browser shows the page on (scheme, host, port). */
  origin: string;
  name: string;
}

/**
 * The relying party of a request: the allowed origin (PUBLIC_URL's, or another host of the portal
 * such as the Corvid host) whose host the request names, else PUBLIC_URL's. So each host is its
 * own party, and a request naming some other host gets PUBLIC_URL's, never a party it chose.
 */
export function relyingParty(config: Config, host: string | undefined): RelyingParty {
  const named = (host ?? '').toLowerCase();
  const origin =
    config.allowedOrigins.find((o) => new URL(o).host === named) ??
    new URL(config.publicUrl).origin;
  const id = new URL(origin).hostname;
  return { id, origin, name: brandName(hostBrandId(id)) };
}

/**
 * amr (RFC 8176) of a passkey: `swk` for a backup-eligible (synced, multi-device) passkey, whose
 * key can leave the device; `hwk` for a device-bound one (a security key, a platform key that is
 * never copied). `user`: the authenticator verified the person (user verification is required).
 */
export function passkeyAmr(multiDevice: boolean): string[] {
  return [multiDevice ? 'swk' : 'hwk', 'user'];
}

const forParty = (rows: PasskeyRow[], rp: RelyingParty) =>
  rows
    .filter((p) => p.rpId === rp.id)
    .map((p) => ({ id: p.credentialId, transports: p.transports }));

/** Options to create a passkey for the user on this host; the challenge is kept for the answer. */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  user: { id: number; subject: string; email: string; displayName: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    // The user handle a discoverable passkey returns at sign-in: the subject, never the e-mail.
    userID: new TextEncoder().encode(user.subject),
    attestationType: 'none',
    excludeCredentials: forParty(await passkeysOf(db.orm, user.id), rp),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: CEREMONY_SECONDS * 1000,
  });
  await putChallenge(db.orm, `identity:${user.id}`, options.challenge, CEREMONY_SECONDS);
  return options;
}

export type RegistrationResult =
  { ok: true; amr: string[] } | { ok: false; reason: 'expired' | 'invalid' | 'exists' };

/**
 * Checks a browser's new passkey against the kept challenge and stores it under `name`; the amr
 * says what kind of passkey it is (a sign-in that just made it counts it as its second factor).
 */
export async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  identityId: number,
  response: RegistrationResponseJSON,
  name: string,
): Promise<RegistrationResult> {
  const challenge = await takeChallenge(db.orm, `identity:${identityId}`);
  if (!challenge) return { ok: false, reason: 'expired' };
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!result?.verified) return { ok: false, reason: 'invalid' };
  const info = result.registrationInfo;
  const multiDevice = info.credentialDeviceType === 'multiDevice';
  const stored = await insertPasskey(db.orm, {
    credentialId: info.credential.id,
    identityId,
    rpId: rp.id,
    publicKey: Buffer.from(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    multiDevice,
    backedUp: info.credentialBackedUp,
    name,
  });
  return stored ? { ok: true, amr: passkeyAmr(multiDevice) } : { ok: false, reason: 'exists' };
}

/**
 * Options to sign in with a passkey on this host. Without `allow` any passkey of the host may
 * answer (discoverable credentials: the browser offers the person's own); with it, only those.
 */
export async function authenticationOptions(
  db: Database,
  rp: RelyingParty,
  owner: string,
  allow?: PasskeyRow[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    ...(allow ? { allowCredentials: forParty(allow, rp) } : {}),
    userVerification: 'required',
    timeout: CEREMONY_SECONDS * 1000,
  });
  await putChallenge(db.orm, owner, options.challenge, CEREMONY_SECONDS);
  return options;
}

export type PasskeyCheck =
  | { ok: true; subject: string; identityId: number; email: string; amr: string[] }
  | { ok: false; reason: 'expired' | 'invalid' | 'inactive' };

/**
 * Checks a passkey's answer against the owner's kept challenge: a passkey of this host (of the
 * user `identityId` when given), its signature, user verification, and a counter that grew.
 */
export async function checkPasskey(
  db: Database,
  rp: RelyingParty,
  owner: string,
  response: AuthenticationResponseJSON,
  identityId?: number,
): Promise<PasskeyCheck> {
  const challenge = await takeChallenge(db.orm, owner);
  if (!challenge) return { ok: false, reason: 'expired' };
  const found = await passkeyWithOwner(db.orm, response.id);
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (!found || found.passkey.rpId !== rp.id) return invalid;
  const key = found.passkey;
  if (identityId !== undefined && key.identityId !== identityId) return invalid;
  // A discoverable passkey names its user: it must be the passkey's owner.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== found.subject) return invalid;
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(key.publicKey),
      counter: key.counter,
      transports: key.transports,
    },
    requireUserVerification: true,
    // The library refuses a counter that did not grow (a cloned authenticator) by throwing.
  }).catch(() => undefined);
  if (!result?.verified) return invalid;
  const use = result.authenticationInfo;
  if (
    !(await recordUse(db.orm, key.credentialId, {
      counter: use.newCounter,
      backedUp: use.credentialBackedUp,
    }))
  )
    return invalid;
  if (found.status !== 'ACTIVE') return { ok: false, reason: 'inactive' };
  return {
    ok: true,
    subject: found.subject,
    identityId: key.identityId,
    email: found.email,
    amr: passkeyAmr(key.multiDevice),
  };
}
