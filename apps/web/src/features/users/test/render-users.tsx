// Renders pages of user administration in memory: English texts, a fake API and chosen features.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { hasFeatures, type UserProfile } from '@portal/shared';
import { createI18n } from '../../../lib/i18n';
import { ApiContext, type ApiClient } from '../../../lib/api-client';
import { AccessContext, type AccessState } from '../../../lib/access-context';

// Read through Vite: the web project's type-check lists only the portal bundle's JSON.
const [usersEn] = Object.values(
  import.meta.glob<{ default: Record<string, unknown> }>(
    '../../../../../../packages/shared/locales/users/en.json',
    { eager: true },
  ),
).map((m) => m.default);

export interface RenderUsersOptions {
  path: string;
  routes: RouteObject[];
  features: string[];
  /** Answers by 'METHOD path' (GET without the method); a function receives the request. */
  api: Record<string, unknown>;
  userType?: UserProfile['userType'];
}

export async function renderUsers(options: RenderUsersOptions) {
  const i18n = await createI18n({ basePath: '', backend: null });
  i18n.addResourceBundle('en', 'users', usersEn);
  const calls: { method: string; path: string; body?: unknown; query?: unknown }[] = [];
  const answer = async (method: string, path: string, body?: unknown, query?: unknown) => {
    calls.push({ method, path, body, query });
    const key = method === 'GET' ? path : `${method} ${path}`;
    const value = options.api[key];
    if (value instanceof Error) throw value;
    if (typeof value === 'function')
      return (value as (b: unknown, q: unknown) => unknown)(body, query) as never;
    if (value === undefined) throw new Error(`unexpected call ${key}`);
    return value as never;
  };
  const api: ApiClient = {
    get: vi.fn(async (path: string, init?: { query?: unknown }) =>
      answer('GET', path, undefined, init?.query),
    ),
    post: vi.fn(async (path: string, body?: unknown) => answer('POST', path, body)),
    put: vi.fn(async (path: string, body?: unknown) => answer('PUT', path, body)),
    patch: vi.fn(async (path: string, body?: unknown) => answer('PATCH', path, body)),
    delete: vi.fn(async (path: string) => answer('DELETE', path)),
    blob: vi.fn(async (path: string) => answer('BLOB', path)),
    upload: vi.fn(async (path: string) => answer('UPLOAD', path)),
  };
  const features = new Set(options.features);
  const access: AccessState = {
    status: 'ready',
    features,
    hasFeatures: (check) => hasFeatures(features, check),
    isAnyAdmin: true,
    requiredAction: null,
    profile: { userType: options.userType ?? 'EXTERNAL' } as UserProfile,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(options.routes, { initialEntries: [options.path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AccessContext.Provider value={access}>
        <ApiContext.Provider value={api}>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiContext.Provider>
      </AccessContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, router, api, calls };
}
