// Typed links from the route table (packages/shared/src/routes.ts): `linkTo` takes a route id and
// exactly the parameters its path names; the named builders below are what pages use.
import { generatePath, type PathParam } from 'react-router';
import { routeSpec, type ROUTES, type RouteId } from '@portal/shared';

type PathOf<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>['path'];
/** Every parameter of the path; optional segments (`:id?`) may be null. */
export type RouteParams<Id extends RouteId> = {
  [K in PathParam<PathOf<Id>>]: string | number | null;
};

export function linkTo<Id extends RouteId>(
  id: Id,
  ...params: PathParam<PathOf<Id>> extends never ? [] : [RouteParams<Id>]
): string {
  const values = Object.fromEntries(
    Object.entries((params[0] ?? {}) as Record<string, string | number | null>).map(([k, v]) => [
      k,
      v === null ? null : String(v),
    ]),
  );
  return generatePath(routeSpec(id).path, values);
}

type WithId = { id: number };

export const toAnnouncements = () => linkTo('announcements');
export const toAnnouncementNew = () => linkTo('announcement', { id: null, mode: null });
export const toAnnouncementEdit = ({ id, mode = null }: WithId & { mode?: 'preview' | null }) =>
  linkTo('announcement', { id, mode });
export const toApplications = () => linkTo('applications');
export const toApplicationNew = () => linkTo('application', { id: null });
export const toApplicationEdit = ({ id }: WithId) => linkTo('application', { id });
export const toPermissionSets = () => linkTo('permissionSets');
export const toPermissionSetNew = () => linkTo('permissionSet', { id: null });
export const toPermissionSetEdit = ({ id }: WithId) => linkTo('permissionSet', { id });
export const toSecurityRoles = () => linkTo('securityRoles');
export const toSecurityRoleNew = () => linkTo('securityRole', { id: null });
export const toSecurityRoleEdit = ({ id }: WithId) => linkTo('securityRole', { id });
export const toUsers = () => linkTo('users');
export const toUserEdit = ({ id, mode = 'edit' }: WithId & { mode?: 'edit' | 'view' }) =>
  linkTo('editUser', { id, mode });
export const toPreferences = ({ tab }: { tab: string | null }) =>
  linkTo('preferences', { path: tab });
export const toManageDirectory = ({ context }: { context: string }) =>
  linkTo('manageDirectory', { context });
