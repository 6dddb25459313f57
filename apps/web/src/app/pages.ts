// Lazy page modules by route id: each page is its own chunk, loaded when first visited.
import type { RouteObject } from 'react-router';
import type { PortalRouteSpec } from '../lib/route-handle';

type LazyPage = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

const titlePage: LazyPage = () =>
  import('../components/title-page').then((m) => ({ Component: m.TitlePage }));

export const PAGES: Record<PortalRouteSpec['id'], LazyPage> = {
  home: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  accessDenied: () =>
    import('../features/access/access-denied-page').then((m) => ({
      Component: m.AccessDeniedPage,
    })),
  callback: () =>
    import('../features/auth/login-callback-page').then((m) => ({
      Component: m.LoginCallbackPage,
    })),
  notFound: () =>
    import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  // Filled by later issues; until then each shows its title.
  announcements: titlePage,
  announcement: titlePage,
  permissionSets: titlePage,
  permissionSet: titlePage,
  securityRoles: titlePage,
  securityRole: titlePage,
  users: titlePage,
  copyUser: titlePage,
  copyRole: titlePage,
  createUser: titlePage,
  editUser: titlePage,
  preferences: titlePage,
  support: titlePage,
  applications: titlePage,
  application: titlePage,
  auditUsers: titlePage,
  auditOrgs: titlePage,
  manageDirectory: titlePage,
  bulkIdentities: titlePage,
  bulkOrgs: titlePage,
  documents: titlePage,
  integrationErrors: titlePage,
};
