// Reads the claims of a JWT without verifying it (the API verifies; the app only schedules).

export type JwtClaims = Record<string, unknown>;

export function decodeJwtClaims(token: string | undefined): JwtClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Seconds between issue and expiry of an access token, when it is a JWT carrying both. */
export function jwtLifetimeSeconds(token: string | undefined): number | null {
  const claims = decodeJwtClaims(token);
  const { iat, exp } = claims ?? {};
  return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? exp - iat : null;
}
