// The two calls of access loading: the user record, then the user's access data.
import type { UserAccessData, UserProfile } from '@portal/shared';
import type { ApiClient } from '../../lib/api-client';

export const accessKeys = {
  user: (sub: string | undefined) => ['user', sub] as const,
  accessData: (sub: string | undefined) => ['user', sub, 'ui-access-data'] as const,
};

export function getUserProfile(api: ApiClient, signal?: AbortSignal) {
  return api.get<UserProfile>('/user', { signal });
}

export function getAccessData(api: ApiClient, signal?: AbortSignal) {
  return api.get<UserAccessData>('/user/ui-access-data', { signal });
}
