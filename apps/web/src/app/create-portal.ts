// Wires the long-lived services once at start: session (the OIDC client and token renewal load
// behind it), API, queries, the router's history.
import type { i18n } from 'i18next';
import { parsePath, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { PublicConfig } from '@portal/shared';
import { createApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { browser } from '../lib/browser';
import { currentLocale } from '../lib/i18n';
import { createAuthServices } from '../features/auth/auth-services';
import {
  CALLBACK_PATH,
  currentReturnTo,
  hasAuthParams,
  safeReturnTo,
} from '../features/auth/auth-paths';
import { createSession } from '../features/auth/session';
import { prefetchAccess } from '../features/access/access-queries';
import { guardHistory } from '../lib/navigation-guard';
import { preloadPage } from './router';
import type { PortalHistory } from './portal-router';

export type Portal = ReturnType<typeof createPortal>;

export function createPortal(config: PublicConfig, i18n: i18n) {
  // Only the callback address completes a sign-in (a stray ?code elsewhere does not).
  const isCallback = window.location.pathname === `${config.basePath}${CALLBACK_PATH}`;
  const session = createSession(config, { completeSignIn: isCallback && hasAuthParams() });
  const authServices = createAuthServices(session.userManager, () => currentLocale(i18n));
  // Step-up (issue 26): sign in again with the second factor, then come back to this page.
  const api = createApiClient(
    config.basePath,
    async () => session.accessToken(),
    () => void authServices.signIn(currentReturnTo(config.basePath), { stepUp: true }),
  );
  const queryClient = createQueryClient();
  // React Router's browser history (as its BrowserRouter's), navigations passing the leave guards.
  const history = createBrowserHistory({ v5Compat: true });
  const portalHistory: PortalHistory = { history, guarded: guardHistory(history) };
  const { pathname } = window.location;
  if (pathname.startsWith(config.basePath))
    void preloadPage(pathname.slice(config.basePath.length) || '/');
  const { user, isAuthenticated } = session.getState();
  if (isAuthenticated && user) void prefetchAccess(queryClient, api, user.profile.sub);
  session.start({
    onSignInRequired: () => void authServices.signIn(currentReturnTo(config.basePath)),
    onSubjectChanged: () => browser.reload(),
    onSignedIn: async (user) => {
      // Under the base path, as the router's own navigate: its home without a trailing slash.
      const to = parsePath(safeReturnTo(user));
      if (config.basePath) {
        to.pathname = to.pathname === '/' ? config.basePath : `${config.basePath}${to.pathname}`;
      }
      portalHistory.guarded.navigator.replace(to);
    },
  });
  return { config, i18n, session, authServices, api, queryClient, portalHistory };
}
