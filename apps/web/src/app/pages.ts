// Lazy page modules by route id: each page is its own chunk, loaded when first visited.
import type { PortalRouteSpec } from '../lib/route-handle';
import type { LazyPage } from './pages/lazy';
import { EXPERIENCE_PAGES } from './pages/experience-pages';
import { USERS_PAGES } from './pages/users-pages';
import { CATALOG_PAGES } from './pages/catalog-pages';
import { RECORDS_PAGES } from './pages/records-pages';

export const PAGES: Record<PortalRouteSpec['id'], LazyPage> = {
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
  ...EXPERIENCE_PAGES,
  ...USERS_PAGES,
  ...CATALOG_PAGES,
  ...RECORDS_PAGES,
  manageDirectory: () => import('../features/compliance/manage/manage-directory-page'),
  bulkIdentities: () => import('../features/imports/identities-import-page'),
  bulkOrgs: () => import('../features/imports/organizations-import-page'),
  provisioning: () => import('../features/provisioning/provisioning-page'),
};
