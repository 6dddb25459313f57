// OAuth scopes the web app requests at sign-in and the ones the API requires (spec section 6).

export const SIGN_IN_SCOPES = [
  'ngpassport',
  'account:read',
  'api:iam',
  'api:dp',
  'api:asset',
  'content:read',
  'contact:read',
  'dealer',
  'email',
  'equipment:read',
  'feedback:read',
  'groups',
  'iot:read',
  'openid',
  'passport:read',
  'passport:self',
  'product:read',
  'profile',
  'subscriptions:read',
  'api:dms',
  'api:partsportal',
  'api:opc',
  'offline_access',
] as const;

/** Scopes handled by the OpenID layer itself (claims), not by the API resource. */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'groups'] as const;

/** Scopes that belong to the portal API resource. */
export const API_SCOPES: readonly string[] = SIGN_IN_SCOPES.filter(
  (s) => !(OIDC_SCOPES as readonly string[]).includes(s),
);

/** Every API call needs these in the access token. */
export const API_REQUIRED_SCOPES = ['api:iam'] as const;

/**
 * The web app discards a stored token whose access token lacks any of these and signs in again.
 * The access token is for the API resource, so its scope holds the API scopes, not `openid`.
 */
export const WEB_REQUIRED_SCOPES = ['api:iam'] as const;

export function missingScopes(granted: string | undefined, required: readonly string[]): string[] {
  const have = new Set((granted ?? '').split(/\s+/).filter(Boolean));
  return required.filter((s) => !have.has(s));
}
