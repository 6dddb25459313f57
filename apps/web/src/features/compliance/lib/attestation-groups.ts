// The attestation table's logic (spec section 4): login-age groups, order, and which rows are ticked.

import type { AttestationUser } from '@portal/shared';

/** Spec group ids: 0 over 90 days, 1 over 30 days, 2 the rest, 3 never logged in. */
export type GroupId = 0 | 1 | 2 | 3;
export type GroupColour = 'error' | 'warn' | 'correct' | 'neutral';

export const GROUP_ORDER: readonly GroupId[] = [3, 0, 1, 2];
/** The security review lists the groups as spec section 4 names them: never, under 30, over 30, over 90. */
export const SECURITY_GROUP_ORDER: readonly GroupId[] = [3, 2, 1, 0];
export const GROUP_COLOUR: Record<GroupId, GroupColour> = {
  0: 'error',
  1: 'warn',
  2: 'correct',
  3: 'neutral',
};
/** Group 0 (over 90 days) is open when the modal opens. */
export const DEFAULT_EXPANDED: readonly GroupId[] = [0];
/** The groups the "select suggested" control ticks. */
export const SUGGESTED_GROUPS: readonly GroupId[] = [3, 0];

export interface AttestationRow extends AttestationUser {
  groupId: GroupId;
  colour: GroupColour;
  /** The signed-in administrator's own row: never selectable. */
  disabled: boolean;
}

export function groupOf(daysSinceLogin: number | null): GroupId {
  if (daysSinceLogin === null) return 3;
  if (daysSinceLogin > 90) return 0;
  if (daysSinceLogin > 30) return 1;
  return 2;
}

/** Unknown day counts sort as the largest (they head the list with the never-logged-in). */
const sortDays = (days: number | null) => days ?? Number.POSITIVE_INFINITY;

/** Rows sorted by daysSinceLogin descending, each with its group; the own e-mail disabled. */
export function toRows(users: readonly AttestationUser[], ownEmail: string | undefined) {
  const own = ownEmail?.toLowerCase();
  return [...users]
    .sort(
      (a, b) =>
        sortDays(b.daysSinceLogin) - sortDays(a.daysSinceLogin) ||
        a.lastName.localeCompare(b.lastName) ||
        a.id - b.id,
    )
    .map<AttestationRow>((u) => {
      const groupId = groupOf(u.daysSinceLogin);
      return {
        ...u,
        groupId,
        colour: GROUP_COLOUR[groupId],
        disabled: own !== undefined && u.email.toLowerCase() === own,
      };
    });
}

/** The rows by group, groups in display order, empty groups left out. */
export function groupRows(
  rows: readonly AttestationRow[],
  order: readonly GroupId[] = GROUP_ORDER,
) {
  return order
    .map((id) => ({ id, rows: rows.filter((r) => r.groupId === id) }))
    .filter((g) => g.rows.length > 0);
}

export type GroupState = 'all' | 'some' | 'none';

/** A group checkbox: ticked when every selectable member is, indeterminate when some are. */
export function groupState(rows: readonly AttestationRow[], selected: ReadonlySet<number>) {
  const selectable = rows.filter((r) => !r.disabled);
  const ticked = selectable.filter((r) => selected.has(r.id)).length;
  if (ticked === 0) return 'none';
  return ticked === selectable.length ? 'all' : 'some';
}

/** Ticks or unticks every selectable member of a group. */
export function setGroup(
  rows: readonly AttestationRow[],
  selected: ReadonlySet<number>,
  on: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const r of rows) {
    if (r.disabled) continue;
    if (on) next.add(r.id);
    else next.delete(r.id);
  }
  return next;
}

/** Ticks or unticks one row; the disabled own row never changes. */
export function setRow(row: AttestationRow, selected: ReadonlySet<number>, on: boolean) {
  const next = new Set(selected);
  if (row.disabled) return next;
  if (on) next.add(row.id);
  else next.delete(row.id);
  return next;
}

/** The suggestion: every selectable user who never signed in or not for over 90 days. */
export function suggested(rows: readonly AttestationRow[]): Set<number> {
  return new Set(
    rows.filter((r) => !r.disabled && SUGGESTED_GROUPS.includes(r.groupId)).map((r) => r.id),
  );
}

/** Drops ids no longer listed (after a reload). */
export function keepListed(rows: readonly AttestationRow[], selected: ReadonlySet<number>) {
  const ids = new Set(rows.map((r) => r.id));
  return new Set([...selected].filter((id) => ids.has(id)));
}
