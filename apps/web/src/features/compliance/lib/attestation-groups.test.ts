// The attestation table's grouping, order and selection rules.
import { describe, expect, it } from 'vitest';
import {
  groupOf,
  groupRows,
  groupState,
  keepListed,
  setGroup,
  setRow,
  suggested,
  toRows,
} from './attestation-groups';
import type { AttestationUser } from '@portal/shared';

const user = (id: number, days: number | null, email = `u${id}@x.example`): AttestationUser => ({
  id,
  firstName: `F${id}`,
  lastName: `L${id}`,
  email,
  daysSinceLogin: days,
  secondFactor: 'none',
});

const USERS = [user(1, 5), user(2, null), user(3, 120), user(4, 45), user(5, 91), user(6, 90)];

describe('attestation groups', () => {
  it('puts never-logged-in in group 3, over 90 days in 0, over 30 in 1, the rest in 2', () => {
    expect([null, 91, 90, 31, 30, 0].map(groupOf)).toEqual([3, 0, 1, 1, 2, 2]);
  });

  it('sorts by days since login descending, unknown first, and colours each group', () => {
    const rows = toRows(USERS, undefined);
    expect(rows.map((r) => r.id)).toEqual([2, 3, 5, 6, 4, 1]);
    expect(rows.map((r) => r.colour)).toEqual([
      'neutral',
      'error',
      'error',
      'warn',
      'warn',
      'correct',
    ]);
  });

  it('lists groups never, over 90, over 30, rest and leaves empty ones out', () => {
    const groups = groupRows(toRows([user(1, 5), user(3, 120)], undefined));
    expect(groups.map((g) => g.id)).toEqual([0, 2]);
  });

  it("disables the signed-in administrator's own row, whatever the letter case", () => {
    const rows = toRows([user(1, 200, 'Aria@X.example'), user(2, 200)], 'aria@x.example');
    expect(rows.find((r) => r.id === 1)?.disabled).toBe(true);
    expect(rows.find((r) => r.id === 2)?.disabled).toBe(false);
    expect(setRow(rows[0]!, new Set(), true).has(1)).toBe(false);
  });

  it('ticks a whole group but never the own row, and reports all, some or none', () => {
    const rows = toRows([user(1, 200, 'me@x.example'), user(2, 150), user(3, 100)], 'me@x.example');
    const all = setGroup(rows, new Set(), true);
    expect([...all].sort()).toEqual([2, 3]);
    expect(groupState(rows, all)).toBe('all');
    expect(groupState(rows, new Set([2]))).toBe('some');
    expect(groupState(rows, new Set())).toBe('none');
    expect(setGroup(rows, all, false).size).toBe(0);
  });

  it('suggests never-logged-in and over-90-days users that may be ticked', () => {
    const rows = toRows([...USERS, user(7, 400, 'me@x.example')], 'me@x.example');
    expect([...suggested(rows)].sort()).toEqual([2, 3, 5]);
  });

  it('forgets ticked users that are no longer listed after a reload', () => {
    const rows = toRows([user(1, 5)], undefined);
    expect([...keepListed(rows, new Set([1, 9]))]).toEqual([1]);
  });
});
