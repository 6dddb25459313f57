// Which periodic compliance flow to open, from the required actions on the user (spec section 4).

export const REQUIRED_ACTIONS = [
  'changePassword',
  'adminAttestation',
  'directoryReview',
  'singularRolesReview',
] as const;

export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/** None for an empty list; changePassword when present; otherwise the first listed. */
export function chooseRequiredAction(actions: readonly string[] | null | undefined): string | null {
  if (!actions || actions.length === 0) return null;
  if (actions.includes('changePassword')) return 'changePassword';
  return actions[0] ?? null;
}
