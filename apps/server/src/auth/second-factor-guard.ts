// Step-up for administrative writes (issue 26): while MFA_REQUIRED covers the caller, a write of an
// administrative route takes an access token of the embedded provider that shows a second factor.
import {
  hasSecondFactor,
  isAdministrativeWrite,
  mfaCovers,
  type RouteAccess,
} from '@portal/shared';
import type { Config } from '../config.js';
import type { AccessClaims } from './verify-token.js';

export function needsSecondFactor(
  config: Config,
  method: string,
  access: RouteAccess,
  claims: AccessClaims,
  features: Iterable<string>,
): boolean {
  // Tokens of a host's own provider say nothing the portal could rely on about factors.
  if (!config.embeddedIdp || claims.iss !== config.issuer) return false;
  if (!isAdministrativeWrite(method, access)) return false;
  return mfaCovers(config.mfaRequired, features) && !hasSecondFactor(claims.amr);
}
