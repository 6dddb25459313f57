// Provider tree of the portal around the router.
import { useCallback } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import type { User } from 'oidc-client-ts';
import type { BrandId } from '@portal/shared';
import { ConfigContext } from '../config/public-config';
import { ApiContext } from '../lib/api-client';
import { AuthServicesContext } from '../features/auth/auth-services';
import { safeReturnTo } from '../features/auth/user-manager';
import { ThemeProvider } from '../features/theme/theme-context';
import type { Portal } from './create-portal';

export function App({ portal, initialBrand }: { portal: Portal; initialBrand: BrandId }) {
  const { config, router } = portal;
  const onSigninCallback = useCallback(
    async (user: User | undefined) => {
      await router.navigate(safeReturnTo(user), { replace: true });
    },
    [router],
  );
  return (
    <ConfigContext.Provider value={config}>
      <I18nextProvider i18n={portal.i18n}>
        <ThemeProvider initial={initialBrand} basePath={config.basePath}>
          <AuthProvider
            userManager={portal.userManager}
            skipSigninCallback={!portal.isCallback}
            onSigninCallback={onSigninCallback}
          >
            <AuthServicesContext.Provider value={portal.authServices}>
              <ApiContext.Provider value={portal.api}>
                <QueryClientProvider client={portal.queryClient}>
                  <RouterProvider router={router} />
                </QueryClientProvider>
              </ApiContext.Provider>
            </AuthServicesContext.Provider>
          </AuthProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigContext.Provider>
  );
}
