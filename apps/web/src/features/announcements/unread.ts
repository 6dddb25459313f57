// Unread announcement counts, computed once for the header badge, the "Change brand" item and the
// brand dialog: per brand (what that brand's theme lists), the distinct total over the brands the
// user can switch to, and how many of them are shared by several brands (counted in each).
import type { UserNotification } from '@portal/shared';

export interface UnreadCounts {
  byBrand: Map<number, number>;
  /** Distinct unread announcements of the given brands: the badge. */
  total: number;
  /** Unread announcements of two or more of the given brands (in each brand's count). */
  shared: number;
}

export function unreadCounts(
  items: readonly UserNotification[],
  brandIds: readonly number[],
): UnreadCounts {
  const byBrand = new Map<number, number>();
  let total = 0;
  let shared = 0;
  for (const n of items) {
    if (n.read) continue;
    const mine = n.brands.filter((b) => brandIds.includes(b.id));
    if (mine.length === 0) continue;
    total++;
    if (mine.length > 1) shared++;
    for (const b of mine) byBrand.set(b.id, (byBrand.get(b.id) ?? 0) + 1);
  }
  return { byBrand, total, shared };
}

/** The announcements shown in one brand's theme. */
export function forBrand(items: readonly UserNotification[], brandId: number) {
  return items.filter((n) => n.brands.some((b) => b.id === brandId));
}
