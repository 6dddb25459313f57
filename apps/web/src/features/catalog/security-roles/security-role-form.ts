// The security role editor's form values and their conversion from and to the API's shapes.
import type { SecurityRole, SecurityRoleInput } from '@portal/shared';

export type SecurityRoleForm = Omit<SecurityRoleInput, 'feedId'> & { feedId: string };

export const emptySecurityRoleForm: SecurityRoleForm = {
  name: '',
  displayName: '',
  activities: [],
  businessFunctions: [],
  expectations: '',
  assignableBy: [],
  parents: [],
  children: [],
  feedId: '',
  singular: false,
  excludeFromCopyUser: false,
  excludeFromFeeds: false,
};

export function securityRoleToForm(r: SecurityRole): SecurityRoleForm {
  const relation = (x: SecurityRole['parents'][number]) => ({
    roleId: x.id,
    relationName: x.relationName,
  });
  return {
    name: r.name,
    displayName: r.displayName,
    activities: r.activities,
    businessFunctions: r.businessFunctions,
    expectations: r.expectations,
    assignableBy: r.assignableBy,
    parents: r.parents.map(relation),
    children: r.children.map(relation),
    feedId: r.feedId ?? '',
    singular: r.singular,
    excludeFromCopyUser: r.excludeFromCopyUser,
    excludeFromFeeds: r.excludeFromFeeds,
  };
}

export const securityRoleFormToInput = (f: SecurityRoleForm): SecurityRoleInput => ({
  ...f,
  feedId: f.feedId.trim() || null,
});
