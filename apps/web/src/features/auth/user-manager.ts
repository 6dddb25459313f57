// The OpenID Connect client: code flow with PKCE, tokens in localStorage, renewal done by us.
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/shared';

export const CALLBACK_PATH = '/login/callback';

export function createUserManager(config: PublicConfig, origin = window.location.origin) {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${config.basePath}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${config.basePath}/`,
    response_type: 'code',
    scope: config.scopes.join(' '),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    // Renewal is coordinated across tabs by token-renewal.ts, never by the library alone.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: 30,
    // A renewed token for another uid must reach us so the page can reload (spec section 4).
    validateSubOnSilentRenew: false,
    // The ID token carries the profile claims; the access token is for the API, not for userinfo.
    loadUserInfo: false,
  });
}

/** The localStorage key oidc-client-ts keeps the signed-in user under. */
export function userStorageKey(config: Pick<PublicConfig, 'issuer' | 'clientId'>): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

export interface SignInState {
  returnTo: string;
}

/** Only same-app paths are followed after sign-in (no open redirect through the state). */
export function safeReturnTo(user: Pick<User, 'state'> | undefined | null): string {
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
