// The route table in declarative mode: the spec's routes under the base path, every page lazy and
// guarded, an error panel in place of a route that failed.
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import type { PortalRouteSpec } from '../lib/route-handle';
import { LoaderOverlay } from '../components/loader-overlay';
import { ProtectedLayout } from './protected-layout';
import { RouteErrorBoundary } from './route-error-panel';
import { PUBLIC_SPECS, SIGNED_IN_SPECS, specAt } from './route-specs';
import { PAGES } from './pages';
import { trackPageLoad } from './page-loading';

/** One component per page, loaded with its chunk on first render. */
const pageComponents = new Map<PortalRouteSpec['id'], ComponentType>();
function pageOf(id: PortalRouteSpec['id']): ComponentType {
  let page = pageComponents.get(id);
  if (!page) {
    page = lazy(() => trackPageLoad(PAGES[id]()).then((m) => ({ default: m.Component })));
    pageComponents.set(id, page);
  }
  return page;
}

function toRoute(spec: PortalRouteSpec): RouteObject {
  const Page = pageOf(spec.id);
  return { path: spec.path, element: <Page /> };
}

/** The portal's route table: public routes, then the signed-in ones inside ProtectedLayout. */
const APP_ROUTES: RouteObject[] = [
  ...PUBLIC_SPECS.map(toRoute),
  { element: <ProtectedLayout />, children: SIGNED_IN_SPECS.map(toRoute) },
];

/** Starts loading the chunk of the page at this address (alongside sign-in and access data). */
export async function preloadPage(pathname: string): Promise<void> {
  const spec = specAt(pathname);
  if (spec) await PAGES[spec.id]().catch(() => {});
}

/** Renders the given routes (the portal's own by default) as the whole page. */
export function AppRoutes({ routes = APP_ROUTES }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoaderOverlay fullPage />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
