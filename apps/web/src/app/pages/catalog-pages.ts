// Pages of catalogue administration: announcements, applications, permission sets, security roles.
import type { LazyPage } from './lazy';

export const CATALOG_PAGES = {
  announcements: () => import('../../features/catalog/announcements/announcements-page'),
  announcement: () => import('../../features/catalog/announcements/announcement-editor-page'),
  permissionSets: () => import('../../features/catalog/permission-sets/permission-sets-page'),
  permissionSet: () => import('../../features/catalog/permission-sets/permission-set-editor-page'),
  securityRoles: () => import('../../features/catalog/security-roles/security-roles-page'),
  securityRole: () => import('../../features/catalog/security-roles/security-role-editor-page'),
  applications: () => import('../../features/catalog/applications/applications-page'),
  application: () => import('../../features/catalog/applications/application-editor-page'),
} satisfies Record<string, LazyPage>;
