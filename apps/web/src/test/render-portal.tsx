// Renders the portal's routes in memory with test doubles for sign-in and the API.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import type { BrandId } from '@portal/shared';
import { ConfigContext } from '../config/public-config';
import { ApiContext, type ApiClient } from '../lib/api-client';
import { createI18n } from '../lib/i18n';
import { AuthContext, type AuthState } from '../features/auth/auth-context';
import { AuthServicesContext, type AuthServices } from '../features/auth/auth-services';
import { ThemeProvider } from '../features/theme/theme-context';
import { appRoutes } from '../app/router';
import { makeUser, testConfig } from './fixtures';

export interface RenderPortalOptions {
  path: string;
  /** Answers by API path: a value, an Error to throw, or a function giving the answer. */
  api: Record<string, unknown>;
  user?: User | null;
  brand?: BrandId;
  /** Extra sign-in state, e.g. an error from the provider. */
  auth?: Partial<AuthState>;
}

export async function renderPortal(options: RenderPortalOptions) {
  const user = options.user === undefined ? makeUser() : options.user;
  const i18n = await createI18n({ basePath: '', backend: null });
  const answer = async (key: string) => {
    const value = options.api[key];
    if (value instanceof Error || value instanceof DOMException) throw value;
    if (typeof value === 'function') return (await (value as () => unknown)()) as never;
    if (value === undefined) throw new Error(`unexpected call ${key}`);
    return value as never;
  };
  // Answers are keyed by path for GET and by 'METHOD path' for the other methods.
  const api: ApiClient = {
    get: vi.fn(async (path: string) => answer(path)),
    post: vi.fn(async (path: string) => answer(`POST ${path}`)),
    put: vi.fn(async (path: string) => answer(`PUT ${path}`)),
    patch: vi.fn(async (path: string) => answer(`PATCH ${path}`)),
    delete: vi.fn(async (path: string) => answer(`DELETE ${path}`)),
    blob: vi.fn(async (path: string) => answer(`BLOB ${path}`)),
    upload: vi.fn(async (path: string) => answer(`UPLOAD ${path}`)),
  };
  const services: AuthServices = {
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    resetSession: vi.fn(async () => true),
  };
  const auth: AuthState = {
    user,
    isLoading: false,
    isAuthenticated: Boolean(user && !user.expired),
    ...options.auth,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [options.path] });
  const view = render(
    <ConfigContext.Provider value={testConfig}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initial={options.brand ?? 1} basePath="">
          <AuthContext.Provider value={auth}>
            <AuthServicesContext.Provider value={services}>
              <ApiContext.Provider value={api}>
                <QueryClientProvider client={queryClient}>
                  <RouterProvider router={router} />
                </QueryClientProvider>
              </ApiContext.Provider>
            </AuthServicesContext.Provider>
          </AuthContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigContext.Provider>,
  );
  return { ...view, router, api, services, i18n, queryClient };
}
