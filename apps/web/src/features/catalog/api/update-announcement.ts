// PUT /v2/announcements/{id}: saves a announcement over the version it was loaded at (409 when stale).
import type { Announcement, AnnouncementInput } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface UpdateAnnouncementVars {
  id: number;
  version: number;
  input: AnnouncementInput;
}

export const updateAnnouncement = (
  api: ApiClient,
  { id, version, input }: UpdateAnnouncementVars,
) => api.put<Announcement>(`/announcements/${id}`, { ...input, version });

export function useUpdateAnnouncement() {
  const api = useApi();
  return useCatalogMutation((vars: UpdateAnnouncementVars) => updateAnnouncement(api, vars));
}
