// GET /v2/user/notifications: the announcements that target the user, for a display location.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_DISPLAY_LOCATION,
  type Locale,
  type UserAccessData,
  type UserNotification,
} from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { HOME_KEYS } from '../../../lib/query-client';

export interface NotificationsFilter {
  displayLocationCode?: string;
  brands: number[];
  regionCodes: string[];
  language: Locale;
}

export const notificationKeys = {
  all: HOME_KEYS.notifications,
  list: (f: NotificationsFilter) =>
    [
      ...notificationKeys.all,
      f.displayLocationCode ?? DEFAULT_DISPLAY_LOCATION,
      f.brands.join(','),
      f.regionCodes.join(','),
      f.language,
    ] as const,
};

export function getNotifications(api: ApiClient, f: NotificationsFilter, signal?: AbortSignal) {
  return api.get<UserNotification[]>('/user/notifications', {
    signal,
    query: {
      displayLocationCode: f.displayLocationCode ?? DEFAULT_DISPLAY_LOCATION,
      brands: f.brands.join(','),
      regionCode: f.regionCodes.join(','),
      language: f.language,
    },
  });
}

export const notificationsQuery = (api: ApiClient, f: NotificationsFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(f),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(api, f, signal);
      } catch (error) {
        // Spec section 8: a failed announcement load shows an empty list.
        console.warn('Announcements could not be loaded', error);
        return [];
      }
    },
    staleTime: 60_000,
  });

/** The filter for all of the user's active brands and regions. */
export function filterFor(
  access: UserAccessData | undefined,
  language: Locale,
  displayLocationCode?: string,
): NotificationsFilter {
  return {
    displayLocationCode,
    brands: (access?.brands ?? []).filter((b) => b.status === 'ACTIVE').map((b) => b.id),
    regionCodes: (access?.regions ?? []).map((r) => r.code),
    language,
  };
}

export function useNotifications(f: NotificationsFilter, enabled = true) {
  return useQuery({ ...notificationsQuery(useApi(), f), enabled: enabled && f.brands.length > 0 });
}
