// Announcements for users: what targets them (brand, region, role, permission set, application,
// display location, dates), in the language they read best, by priority then title; read state.
import { compareAnnouncements, type Locale, type UserNotification } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import { iso } from '../../db/sql.js';
import {
  isTargeted,
  markRead,
  markUnread,
  targetedAnnouncements,
} from '../../repositories/experience/notifications-repository.js';
import type { Principal } from '../../auth/principal.js';
import { activeBrandIds, reachOf, regionCodes } from './user-scope.js';
import { chooseText } from './announcement-language.js';

export interface NotificationFilter {
  displayLocationCode?: string | undefined;
  /** Asked-for brands and regions; only the user's own count, none asked means all of theirs. */
  brands?: number[] | undefined;
  regionCodes?: string[] | undefined;
  language: Locale;
}

function scopeOf(p: Principal, filter: Pick<NotificationFilter, 'brands' | 'regionCodes'>) {
  const mine = activeBrandIds(p);
  const myRegions = regionCodes(p);
  return {
    brands: filter.brands ? mine.filter((b) => filter.brands!.includes(b)) : mine,
    regions: filter.regionCodes
      ? myRegions.filter((r) => filter.regionCodes!.includes(r))
      : myRegions,
  };
}

export async function listUserNotifications(
  ex: Executor,
  p: Principal,
  filter: NotificationFilter,
): Promise<UserNotification[]> {
  const { brands, regions } = scopeOf(p, filter);
  if (brands.length === 0) return [];
  const location = filter.displayLocationCode ?? 'dealer-home';
  const list = await targetedAnnouncements(ex, reachOf(p), { brands, regions }, location);
  const brandName = new Map(p.access.brands.map((b) => [b.id, b.name]));
  const internal = p.userType === 'INTERNAL';
  return list
    .flatMap((r): UserNotification[] => {
      const text = chooseText(r, r.translations, filter.language);
      // An announcement no language gives words to is left out rather than listed as "-".
      if (!text) return [];
      const shownBrands =
        r.brandIds.length === 0 ? brands : brands.filter((b) => r.brandIds.includes(b));
      return [
        {
          id: r.id,
          ...text,
          description: internal ? r.description : null,
          linkUrl: r.linkUrl,
          priority: r.priority,
          startDate: iso(r.startDate),
          expirationDate: r.expirationDate === null ? null : iso(r.expirationDate),
          displayLocationCode: r.displayLocation,
          brands: shownBrands.map((id) => ({ id, name: brandName.get(id) ?? '' })),
          regionCode:
            r.regionCodes.length === 0 ? regions : regions.filter((c) => r.regionCodes.includes(c)),
          read: r.read,
        },
      ];
    })
    .sort(compareAnnouncements);
}

/** Marks an announcement read or unread for the user; false when it does not target them. */
export async function setNotificationRead(
  ex: Executor,
  p: Principal,
  id: number,
  read: boolean,
): Promise<boolean> {
  const { brands, regions } = scopeOf(p, {});
  if (brands.length === 0 || !(await isTargeted(ex, reachOf(p), { brands, regions }, id)))
    return false;
  if (read) await markRead(ex, id, p.identityId);
  else await markUnread(ex, id, p.identityId);
  return true;
}
