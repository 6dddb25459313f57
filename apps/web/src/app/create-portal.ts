// Wires the long-lived services once at start: OIDC client, token renewal, API, queries, router.
import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { PublicConfig } from '@portal/shared';
import { ApiError, createApiClient } from '../lib/api-client';
import { browser } from '../lib/browser';
import { currentLocale } from '../lib/i18n';
import { createAuthServices } from '../features/auth/auth-services';
import { startRenewalScheduler } from '../features/auth/renewal-scheduler';
import { createTokenRenewer } from '../features/auth/token-renewal';
import {
  CALLBACK_PATH,
  createUserManager,
  currentReturnTo,
  userStorageKey,
} from '../features/auth/user-manager';
import { createAppRouter } from './router';

export type Portal = ReturnType<typeof createPortal>;

export function createPortal(config: PublicConfig, i18n: i18n) {
  const userManager = createUserManager(config);
  const authServices = createAuthServices(userManager, () => currentLocale(i18n));
  const api = createApiClient(
    config.basePath,
    async () => (await userManager.getUser())?.access_token,
  );
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors will not go away by asking again.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
  startRenewalScheduler({
    userManager,
    renewer: createTokenRenewer(userManager),
    storageKey: userStorageKey(config),
    onSignInRequired: () => void authServices.signIn(currentReturnTo(config.basePath)),
    onSubjectChanged: () => browser.reload(),
  });
  return {
    config,
    i18n,
    userManager,
    authServices,
    api,
    queryClient,
    router: createAppRouter(config.basePath),
    /** Only the callback address completes a sign-in (a stray ?code elsewhere does not). */
    isCallback: window.location.pathname === `${config.basePath}${CALLBACK_PATH}`,
  };
}
