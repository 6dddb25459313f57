// Unread announcement counts: per brand (the brand switcher) and in total (the profile badge).
import type { UserNotification } from '@portal/shared';

export function unreadByBrand(items: readonly UserNotification[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const n of items) {
    if (n.read) continue;
    for (const b of n.brands) counts.set(b.id, (counts.get(b.id) ?? 0) + 1);
  }
  return counts;
}

export function totalUnread(items: readonly UserNotification[]): number {
  return items.filter((n) => !n.read).length;
}

/** The announcements shown in one brand's theme. */
export function forBrand(items: readonly UserNotification[], brandId: number) {
  return items.filter((n) => n.brands.some((b) => b.id === brandId));
}
