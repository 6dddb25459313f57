// The route table entry each router route carries in its handle: title key and required features.
import type { RouteMatch } from 'react-router';
import type { ROUTES } from '@portal/shared';

export type PortalRouteSpec =
  | (typeof ROUTES)[number]
  | { id: 'notFound'; path: '*'; titleKey: 'pages.notFound'; features: readonly []; mode: 'all' };

export interface PortalRouteHandle {
  route: PortalRouteSpec;
}

/** The spec of the deepest matched route that has one. */
export function routeHandle(matches: readonly RouteMatch[] | null): PortalRouteSpec | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const handle = matches?.[i]?.route.handle as PortalRouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
