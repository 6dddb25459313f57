// What the rules of delegated administration know of an administrator: a signed-in user, or a
// provisioning client acting as one (services/users/admin-context.ts loads either).
export interface Administrator {
  identityId: number;
  userType: 'INTERNAL' | 'EXTERNAL';
  /** Included minus excluded locations. */
  scope: readonly number[];
  brandIds: readonly number[];
  /** Names of the administrator's roles, direct and through permission sets. */
  roleNames: readonly string[];
  /** Everything the administrator may do. */
  features: ReadonlySet<string>;
  /** A provisioning client's roles to assign, by name (then instead of the assignable-by lists). */
  assignableRoles?: ReadonlySet<string> | undefined;
}
