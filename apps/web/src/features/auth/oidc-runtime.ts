// The OpenID Connect client, loaded in the background after start (session.ts): the UserManager,
// the cross-tab token renewal, and the user events that keep the session state current.
import type { User, UserManager } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/shared';
import { userStorageKey } from './auth-paths';
import { startRenewalScheduler } from './renewal-scheduler';
import { createTokenRenewer } from './token-renewal';
import { createUserManager } from './user-manager';

export interface OidcClientOptions {
  /** A user was loaded (signed in, renewed, shared by another tab) or removed. */
  onUserChanged(user: User | null): void;
  onSignInRequired(): void;
  onSubjectChanged(): void;
}

export function startOidcClient(config: PublicConfig, options: OidcClientOptions): UserManager {
  const userManager = createUserManager(config);
  // The scheduler listens first: a token of another uid reloads before anything renders it.
  startRenewalScheduler({
    userManager,
    renewer: createTokenRenewer(userManager),
    storageKey: userStorageKey(config),
    onSignInRequired: options.onSignInRequired,
    onSubjectChanged: options.onSubjectChanged,
  });
  const { events } = userManager;
  events.addUserLoaded((user) => options.onUserChanged(user));
  events.addUserUnloaded(() => options.onUserChanged(null));
  events.addUserSignedOut(() => options.onUserChanged(null));
  return userManager;
}
