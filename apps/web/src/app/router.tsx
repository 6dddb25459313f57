// The data router: the spec's route table under the base path, every page lazy and guarded.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@portal/shared';
import type { PortalRouteHandle, PortalRouteSpec } from '../lib/route-handle';
import { LoaderOverlay } from '../components/loader-overlay';
import { ProtectedLayout } from './protected-layout';
import { RouteErrorPanel } from './route-error-panel';
import { PAGES } from './pages';

const NOT_FOUND: PortalRouteSpec = {
  id: 'notFound',
  path: '*',
  titleKey: 'pages.notFound',
  features: [],
  mode: 'all',
};

function toRoute(spec: PortalRouteSpec): RouteObject {
  const handle: PortalRouteHandle = { route: spec };
  return { path: spec.path, lazy: PAGES[spec.id], handle };
}

export function appRoutes(): RouteObject[] {
  const isPublic = (r: PortalRouteSpec) => 'public' in r && r.public === true;
  return [
    {
      id: 'root',
      HydrateFallback: () => <LoaderOverlay fullPage />,
      ErrorBoundary: RouteErrorPanel,
      children: [
        ...ROUTES.filter(isPublic).map(toRoute),
        {
          Component: ProtectedLayout,
          children: [...ROUTES.filter((r) => !isPublic(r)), NOT_FOUND].map(toRoute),
        },
      ],
    },
  ];
}

export function createAppRouter(basePath: string) {
  return createBrowserRouter(appRoutes(), { basename: basePath || '/' });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
