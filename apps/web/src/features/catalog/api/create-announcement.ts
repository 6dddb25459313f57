// POST /v2/announcements: creates a announcement; every catalogue query is refreshed afterwards.
import type { Announcement, AnnouncementInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export const createAnnouncement = (api: ApiClient, input: AnnouncementInput) =>
  api.post<Announcement>('/announcements', input);

export function useCreateAnnouncement() {
  const api = useApi();
  return useCatalogMutation((input: AnnouncementInput) => createAnnouncement(api, input));
}
