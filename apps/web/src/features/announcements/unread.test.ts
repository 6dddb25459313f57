// One unread count for the badge, the "Change brand" item and the brand dialog (issue 25, item 6).
import { describe, expect, it } from 'vitest';
import type { UserNotification } from '@portal/shared';
import { unreadCounts } from './unread';

const note = (id: number, brands: number[], read = false) =>
  ({ id, read, brands: brands.map((b) => ({ id: b, name: `Brand ${b}` })) }) as UserNotification;

describe('unreadCounts', () => {
  it("agrees: Ivy's 6 unread are Atlas 5 and Portable Power 3, two of them shared", () => {
    const items = [
      note(1, [1]),
      note(2, [1]),
      note(3, [1]),
      note(4, [2]),
      note(5, [1, 2]),
      note(6, [1, 2]),
      note(7, [1], true),
      // A brand the user cannot switch to here counts nowhere.
      note(8, [3]),
    ];
    const counts = unreadCounts(items, [1, 2]);
    expect(counts.total).toBe(6);
    expect([...counts.byBrand]).toEqual([
      [1, 5],
      [2, 3],
    ]);
    expect(counts.shared).toBe(2);
    // Per-brand counts add up to the total once shared ones are counted once.
    const sum = [...counts.byBrand.values()].reduce((a, b) => a + b, 0);
    expect(sum - counts.shared).toBe(counts.total);
  });
});
