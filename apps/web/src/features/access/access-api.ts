// The two calls of access loading: the user record, then the user's access data.
import type { UserAccessData, UserProfile } from '@portal/shared';
import type { ApiClient } from '../../lib/api-client';
import { HOME_KEYS } from '../../lib/query-client';

export const accessKeys = {
  user: (sub: string | undefined) => [...HOME_KEYS.user, sub] as const,
  accessData: (sub: string | undefined) => [...HOME_KEYS.user, sub, 'ui-access-data'] as const,
};

export function getUserProfile(api: ApiClient, signal?: AbortSignal) {
  return api.get<UserProfile>('/user', { signal });
}

export function getAccessData(api: ApiClient, signal?: AbortSignal) {
  return api.get<UserAccessData>('/user/ui-access-data', { signal });
}
