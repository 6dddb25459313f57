// The OpenID Connect client: code flow with PKCE, tokens in localStorage, renewal done by us.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/shared';
import { CALLBACK_PATH } from './auth-paths';

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
