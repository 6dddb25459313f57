// Second factors (issue 26): who the MFA_REQUIRED policy covers, what a token's amr proves, and the
// shape of the codes a person types.
import { z } from 'zod';
import { FEATURES as F, isAnyAdmin } from './features.js';
import type { RouteAccess } from './policy.js';

export const MFA_POLICIES = ['administrators', 'all', 'none'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];

/** Besides any-admin users, the policy `administrators` covers holders of these features. */
export const MFA_COVERED_FEATURES: readonly string[] = [
  F.auditUsersRead,
  F.auditOrgsRead,
  F.integrationStatusRead,
  F.integrationsWrite,
];

/** True when the policy requires a second factor of a person holding these features. */
export function mfaCovers(policy: MfaPolicy, held: Iterable<string>): boolean {
  if (policy === 'none') return false;
  if (policy === 'all') return true;
  const set = new Set(held);
  return isAnyAdmin(set) || MFA_COVERED_FEATURES.some((f) => set.has(f));
}

/** amr values (RFC 8176) of a second factor: one-time code, hardware or software key. */
export const SECOND_FACTOR_AMR: readonly string[] = ['otp', 'hwk', 'swk'];

export function hasSecondFactor(amr: readonly string[] | undefined): boolean {
  return (amr ?? []).some((m) => SECOND_FACTOR_AMR.includes(m));
}

/** acr values of the embedded provider: a password alone, or with a second factor. */
export const ACR = { password: 'urn:atlas:acr:pwd', multiFactor: 'urn:atlas:acr:mfa' } as const;

/** The API's refusal of an administrative write from a token without a second factor. */
export const SECOND_FACTOR_REQUIRED = 'errors.secondFactorRequired';

/** A write (not a read) of a route that takes an administrative feature. */
export function isAdministrativeWrite(method: string, access: RouteAccess): boolean {
  if (method === 'GET' || method === 'HEAD' || access.public) return false;
  const names = typeof access.features === 'string' ? [access.features] : (access.features ?? []);
  return names.some((f) => f.startsWith('admin:'));
}

/** A code from an authenticator app: six digits (spaces a person types in between are dropped). */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));

/** A recovery code: ten letters or digits, shown in two groups of five (xxxxx-xxxxx). */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/));
