// Sign-in addresses and the stored user's key: small helpers needed before the OIDC client loads.
import type { PublicConfig } from '@portal/shared';

export const CALLBACK_PATH = '/login/callback';

/** The localStorage key oidc-client-ts keeps the signed-in user under. */
export function userStorageKey(config: Pick<PublicConfig, 'issuer' | 'clientId'>): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

export interface SignInState {
  returnTo: string;
}

/** Only same-app paths are followed after sign-in (no open redirect through the state). */
export function safeReturnTo(user: { readonly state?: unknown } | undefined | null): string {
  const state = user?.state as Partial<SignInState> | undefined;
  const target = state?.returnTo;
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : '/';
}

/** The current address relative to the base path: where to come back to after sign-in. */
export function currentReturnTo(basePath: string, loc: Location = window.location): string {
  const path =
    basePath && loc.pathname.startsWith(basePath)
      ? loc.pathname.slice(basePath.length)
      : loc.pathname;
  return `${path || '/'}${loc.search}${loc.hash}`;
}

/** A sign-in response (a code or an error, with a state) in the query or the hash. */
export function hasAuthParams(loc: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  return [loc.search, loc.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}
