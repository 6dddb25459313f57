// Pages of catalogue administration: announcements, applications, permission sets, security roles.
import type { LazyPage } from './lazy';
import { titlePage } from './lazy';

export const CATALOG_PAGES = {
  announcements: titlePage,
  announcement: titlePage,
  permissionSets: titlePage,
  permissionSet: titlePage,
  securityRoles: titlePage,
  securityRole: titlePage,
  applications: titlePage,
  application: titlePage,
} satisfies Record<string, LazyPage>;
