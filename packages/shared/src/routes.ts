// The web app's route table (spec section 2): path, title key and the features each needs.
import { FEATURES as F, type FeatureMode } from './features.js';

export interface RouteSpec {
  id: string;
  /** React Router path, relative to the base path. */
  path: string;
  /** Translation key of the page title. */
  titleKey: string;
  features: readonly string[];
  mode: FeatureMode;
  /** Public pages skip sign-in (only the login callback). */
  public?: boolean;
}

const any = 'any' as const;
const all = 'all' as const;

export const ROUTES = [
  { id: 'home', path: '/', titleKey: 'pages.home', features: [], mode: all },
  {
    id: 'accessDenied',
    path: '/access-denied',
    titleKey: 'pages.accessDenied',
    features: [],
    mode: all,
  },
  {
    id: 'callback',
    path: '/login/callback',
    titleKey: 'pages.signingIn',
    features: [],
    mode: all,
    public: true,
  },
  {
    id: 'announcements',
    path: '/admin',
    titleKey: 'pages.announcements',
    features: [F.announcementsWrite, F.announcementsRead],
    mode: any,
  },
  {
    id: 'announcement',
    path: '/admin/announcement/:id?/:mode?',
    titleKey: 'pages.announcement',
    features: [F.announcementsWrite, F.announcementsRead],
    mode: any,
  },
  {
    id: 'permissionSets',
    path: '/admin/permission-sets',
    titleKey: 'pages.permissionSets',
    features: [F.permissionSetsWrite, F.permissionSetsRead],
    mode: any,
  },
  {
    id: 'permissionSet',
    path: '/admin/permission-set/:id?',
    titleKey: 'pages.permissionSet',
    features: [F.permissionSetsWrite, F.permissionSetsRead],
    mode: any,
  },
  {
    id: 'securityRoles',
    path: '/admin/security-roles',
    titleKey: 'pages.securityRoles',
    features: [F.securityRolesWrite, F.securityRolesRead],
    mode: any,
  },
  {
    id: 'securityRole',
    path: '/admin/security-role/:id?',
    titleKey: 'pages.securityRole',
    features: [F.securityRolesWrite, F.securityRolesRead],
    mode: any,
  },
  {
    id: 'users',
    path: '/admin/users',
    titleKey: 'pages.users',
    features: [F.usersWrite, F.usersEdit, F.usersRead],
    mode: any,
  },
  {
    id: 'copyUser',
    path: '/admin/users/copyuser',
    titleKey: 'pages.copyUser',
    features: [F.usersWrite, F.dev],
    mode: all,
  },
  {
    id: 'copyRole',
    path: '/admin/users/copyrole',
    titleKey: 'pages.copyRole',
    features: [F.usersWrite, F.dev],
    mode: all,
  },
  {
    id: 'createUser',
    path: '/admin/users/create',
    titleKey: 'pages.createUser',
    features: [F.usersWrite],
    mode: all,
  },
  {
    id: 'editUser',
    path: '/admin/users/:id/:mode',
    titleKey: 'pages.editUser',
    features: [F.usersWrite, F.usersEdit, F.usersRead],
    mode: any,
  },
  {
    id: 'preferences',
    path: '/preferences/:path?',
    titleKey: 'pages.preferences',
    features: [],
    mode: all,
  },
  {
    id: 'support',
    path: '/support',
    titleKey: 'pages.support',
    features: [F.serialNumberPresent],
    mode: all,
  },
  {
    id: 'applications',
    path: '/admin/applications',
    titleKey: 'pages.applications',
    features: [F.applicationsWrite, F.applicationsRead],
    mode: any,
  },
  {
    id: 'application',
    path: '/admin/application/:id?',
    titleKey: 'pages.application',
    features: [F.applicationsWrite, F.applicationsRead],
    mode: any,
  },
  {
    id: 'auditUsers',
    path: '/admin/audit/users',
    titleKey: 'pages.auditUsers',
    features: [F.auditUsersRead],
    mode: all,
  },
  {
    id: 'auditOrgs',
    path: '/admin/audit/organizations',
    titleKey: 'pages.auditOrgs',
    features: [F.auditOrgsRead],
    mode: all,
  },
  {
    id: 'manageDirectory',
    path: '/admin/manage-directory/:context?',
    titleKey: 'pages.manageDirectory',
    features: [F.usersWrite],
    mode: all,
  },
  {
    id: 'bulkIdentities',
    path: '/admin/wsr-bulk-assignments',
    titleKey: 'pages.bulkIdentities',
    features: [F.bulkImportWrite],
    mode: all,
  },
  {
    id: 'bulkOrgs',
    path: '/admin/orgs-bulk-assignments',
    titleKey: 'pages.bulkOrgs',
    features: [F.bulkImportWrite],
    mode: all,
  },
  {
    id: 'documents',
    path: '/documents',
    titleKey: 'pages.documents',
    features: [F.documentsView],
    mode: all,
  },
  {
    id: 'integrationErrors',
    path: '/admin/integration-errors',
    titleKey: 'pages.integrationErrors',
    features: [F.integrationStatusRead],
    mode: all,
  },
  {
    id: 'webhooks',
    path: '/admin/integration-errors/webhooks',
    titleKey: 'pages.webhooks',
    features: [F.integrationsWrite, F.integrationStatusRead],
    mode: any,
  },
  {
    id: 'provisioning',
    path: '/admin/provisioning',
    titleKey: 'pages.provisioning',
    features: [F.provisioningWrite],
    mode: all,
  },
] as const satisfies readonly RouteSpec[];

export type RouteId = (typeof ROUTES)[number]['id'];

export function routeSpec(id: RouteId): RouteSpec {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`unknown route ${id}`);
  return found;
}
