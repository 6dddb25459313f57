// The one render helper of the web tests: the portal's providers, a memory router, English texts of
// every namespace, a signed-in persona, and the API answered by Mock Service Worker.
import { useLayoutEffect, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { User } from 'oidc-client-ts';
import { hasFeatures, type BrandId } from '@portal/shared';
import { ConfigContext } from '../config/public-config';
import { ApiContext, createApiClient } from '../lib/api-client';
import { AccessContext, type AccessState } from '../lib/access-context';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AuthContext, type AuthState } from '../features/auth/auth-context';
import { AuthServicesContext, type AuthServices } from '../features/auth/auth-services';
import { ThemeProvider } from '../features/theme/theme-context';
import { guardHistory } from '../lib/navigation-guard';
import { PortalRouter } from '../app/portal-router';
import { AppRoutes, preloadPage } from '../app/router';
import { answers, type Answers } from './handlers/answers';
import { sessionHandlers } from './handlers/session';
import {
  makeUser,
  persona as makePersona,
  testConfig,
  type Persona,
  type PersonaOptions,
} from './personas';
import { server } from './server';

// Read through Vite: the web project's type-check lists only the portal bundle's JSON.
const englishBundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/shared/locales/*/en.json',
  { eager: true },
);

export interface RenderOptions {
  /** The address the memory router starts at. */
  path: string;
  /** Routes to render; the portal's own route table (guards, shell, lazy pages) by default. */
  routes?: RouteObject[];
  /** Who is signed in: Sam Standard with these changes; the API answers with this profile and access. */
  persona?: PersonaOptions;
  /** Further API answers, over the persona's (see `answers`). */
  api?: Answers;
  /** The OpenID session; null for a signed-out visitor. */
  user?: User | null;
  brand?: BrandId;
  /** Extra sign-in state, e.g. an error from the provider. */
  auth?: Partial<AuthState>;
}

export async function renderApp(options: RenderOptions) {
  const user = options.user === undefined ? makeUser() : options.user;
  const persona = makePersona(options.persona);
  // The first matching handler answers: the test's own answers before the persona's.
  server.use(...answers(options.api ?? {}), ...sessionHandlers(persona));

  const i18n = await createI18n({ basePath: '', backend: null });
  for (const [path, bundle] of Object.entries(englishBundles)) {
    const ns = path.split('/').at(-2)!;
    if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, bundle.default);
  }
  const api = createApiClient('', async () => user?.access_token);
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
  const queryClient = createQueryClient({ retry: false });
  const { router, element } = memoryRouter(options.path, options.routes);
  let page = element;
  // The portal's routes load access through their own provider; other routes get the persona's.
  if (options.routes) {
    page = <AccessContext.Provider value={accessOf(persona)}>{page}</AccessContext.Provider>;
  }
  const view = render(
    <ConfigContext.Provider value={testConfig}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initial={options.brand ?? 1} basePath="">
          <AuthContext.Provider value={auth}>
            <AuthServicesContext.Provider value={services}>
              <ApiContext.Provider value={api}>
                <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
              </ApiContext.Provider>
            </AuthServicesContext.Provider>
          </AuthContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigContext.Provider>,
  );
  return { ...view, router, services, i18n, queryClient };
}

/** What a test sees of the router: the address it renders and a way to navigate. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  /** An in-app navigation (as a link's), through the leave guards. */
  navigate(to: string): Promise<void>;
  /** The browser's back (-1) or forward (1) buttons. */
  go(delta: number): void;
  /** Resolves once the chunk of the page at the current address has loaded and rendered. */
  pageLoaded(): Promise<void>;
}

/** The portal's router on a memory history that starts at `path`, rendering these routes. */
export function memoryRouter(path: string, routes?: RouteObject[]) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const portalHistory = { history, guarded: guardHistory(history) };
  const router: TestRouter = {
    state: { location: history.location, historyAction: history.action },
    navigate: async (to) => portalHistory.guarded.navigator.push(to),
    go: (delta) => portalHistory.guarded.navigator.go(delta),
    pageLoaded: () => act(() => preloadPage(router.state.location.pathname)),
  };
  // Records the address and action the router last rendered.
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    useLayoutEffect(() => {
      router.state = { location, historyAction };
    }, [location, historyAction]);
    return null;
  }
  const element = (
    <PortalRouter portalHistory={portalHistory} basename="/">
      <AppRoutes routes={routes} />
      <Probe />
    </PortalRouter>
  );
  return { router, element };
}

function accessOf({ access, profile }: Persona): AccessState {
  const features = new Set(access.features);
  return {
    status: 'ready',
    features,
    hasFeatures: (check) => hasFeatures(features, check),
    isAnyAdmin: true,
    requiredAction: null,
    profile,
    access,
  };
}

/** One element at `/`, and a list page at /list to navigate to. */
export const page = (element: ReactNode): RouteObject[] => [
  { path: '/', element },
  { path: '/list', element: <h1>List page</h1> },
];
