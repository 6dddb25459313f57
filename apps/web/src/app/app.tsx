// Provider tree of the portal around the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { ConfigContext } from '../config/public-config';
import { ApiContext } from '../lib/api-client';
import { AuthProvider } from '../features/auth/auth-context';
import { AuthServicesContext } from '../features/auth/auth-services';
import { ThemeProvider } from '../features/theme/theme-context';
import type { Portal } from './create-portal';
import { PortalRouter } from './portal-router';
import { AppRoutes } from './router';

export function App({ portal, initialBrand }: { portal: Portal; initialBrand: BrandId }) {
  const { config, portalHistory } = portal;
  return (
    <ConfigContext.Provider value={config}>
      <I18nextProvider i18n={portal.i18n}>
        <ThemeProvider initial={initialBrand} basePath={config.basePath}>
          <AuthProvider session={portal.session}>
            <AuthServicesContext.Provider value={portal.authServices}>
              <ApiContext.Provider value={portal.api}>
                <QueryClientProvider client={portal.queryClient}>
                  <PortalRouter portalHistory={portalHistory} basename={config.basePath || '/'}>
                    <AppRoutes />
                  </PortalRouter>
                </QueryClientProvider>
              </ApiContext.Provider>
            </AuthServicesContext.Provider>
          </AuthProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigContext.Provider>
  );
}
