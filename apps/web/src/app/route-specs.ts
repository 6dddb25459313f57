// The spec's route table split for the router: public routes, and the signed-in ones with not-found.
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES } from '@portal/shared';
import { routeHandle, type PortalRouteHandle, type PortalRouteSpec } from '../lib/route-handle';

const NOT_FOUND: PortalRouteSpec = {
  id: 'notFound',
  path: '*',
  titleKey: 'pages.notFound',
  features: [],
  mode: 'all',
};

const isPublic = (r: PortalRouteSpec) => 'public' in r && r.public === true;

export const PUBLIC_SPECS: PortalRouteSpec[] = ROUTES.filter(isPublic);
export const SIGNED_IN_SPECS: PortalRouteSpec[] = [
  ...ROUTES.filter((r) => !isPublic(r)),
  NOT_FOUND,
];

const byAddress = (specs: PortalRouteSpec[]) =>
  specs.map((spec) => ({ path: spec.path, handle: { route: spec } satisfies PortalRouteHandle }));
const SPEC_ROUTES = [...byAddress(PUBLIC_SPECS), ...byAddress(SIGNED_IN_SPECS)];

/** The spec of the route at this address (relative to the base path). */
export const specAt = (pathname: string) => routeHandle(matchRoutes(SPEC_ROUTES, pathname));

/** The spec of the route being shown: title, features and mode. */
export function useRouteSpec(): PortalRouteSpec | undefined {
  const { pathname } = useLocation();
  return useMemo(() => specAt(pathname), [pathname]);
}
