// DELETE /v2/announcements/{id}: deletes a announcement at the version shown (409 when stale).
import { useApi, type ApiClient } from '../../../lib/api-client';
import { useCatalogMutation } from './crud';

export interface DeleteAnnouncementVars {
  id: number;
  version: number;
}

export const deleteAnnouncement = (api: ApiClient, { id, version }: DeleteAnnouncementVars) =>
  api.delete<void>(`/announcements/${id}`, { query: { version } });

export function useDeleteAnnouncement() {
  const api = useApi();
  return useCatalogMutation((vars: DeleteAnnouncementVars) => deleteAnnouncement(api, vars));
}
