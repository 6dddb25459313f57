// The admin side navigation's content: the admin pages of the route table grouped by purpose, each
// with the routes it stands for, filtered by what the person may use or read.
import { generatePath } from 'react-router';
import { routeSpec, type FeatureCheck, type ROUTES, type RouteId } from '@portal/shared';

type TitleKey = (typeof ROUTES)[number]['titleKey'];
type HintKey = 'pages.bulkIdentitiesHint' | 'pages.bulkOrgsHint';

export const ADMIN_GROUPS = [
  'people',
  'catalogue',
  'compliance',
  'records',
  'integrations',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

interface AdminNavEntry {
  /** The list page the entry opens; its title is the entry's name. */
  id: RouteId;
  group: AdminGroup;
  /** Pages under the entry (an editor of the list's items): the entry is current on them too. */
  also?: readonly RouteId[];
  /** Key of a line under the name saying what the page does (a title that does not). */
  hintKey?: HintKey;
}

const ENTRIES: readonly AdminNavEntry[] = [
  { id: 'users', group: 'people', also: ['createUser', 'editUser'] },
  { id: 'bulkIdentities', group: 'people', hintKey: 'pages.bulkIdentitiesHint' },
  { id: 'copyUser', group: 'people' },
  { id: 'copyRole', group: 'people' },
  { id: 'announcements', group: 'catalogue', also: ['announcement'] },
  { id: 'applications', group: 'catalogue', also: ['application'] },
  { id: 'securityRoles', group: 'catalogue', also: ['securityRole'] },
  { id: 'permissionSets', group: 'catalogue', also: ['permissionSet'] },
  { id: 'manageDirectory', group: 'compliance' },
  { id: 'auditUsers', group: 'records' },
  { id: 'auditOrgs', group: 'records' },
  { id: 'bulkOrgs', group: 'integrations', hintKey: 'pages.bulkOrgsHint' },
  { id: 'integrationErrors', group: 'integrations' },
  { id: 'webhooks', group: 'integrations' },
  { id: 'provisioning', group: 'integrations' },
];

export interface AdminNavItem {
  id: RouteId;
  titleKey: TitleKey;
  hintKey: HintKey | undefined;
  href: string;
  routes: readonly RouteId[];
}

// Optional parameters stay empty (the directory page's context: the page asks for it).
const href = (id: RouteId) => generatePath(routeSpec(id).path, {});

/** The groups with the entries this person may open, empty groups left out. */
export function adminNavGroups(
  hasFeatures: (check: FeatureCheck) => boolean,
): { group: AdminGroup; items: AdminNavItem[] }[] {
  return ADMIN_GROUPS.map((group) => ({
    group,
    items: ENTRIES.filter((e) => e.group === group)
      .filter((e) => {
        const spec = routeSpec(e.id);
        return hasFeatures({ features: spec.features, mode: spec.mode });
      })
      .map((e) => ({
        id: e.id,
        titleKey: routeSpec(e.id).titleKey as TitleKey,
        hintKey: e.hintKey,
        href: href(e.id),
        routes: [e.id, ...(e.also ?? [])],
      })),
  })).filter((g) => g.items.length > 0);
}
