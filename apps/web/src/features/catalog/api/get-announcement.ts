// GET /v2/announcements/{id}: one announcement with every field.
import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchOne, oneQuery } from './crud';

export const getAnnouncement = (api: ApiClient, id: number, signal?: AbortSignal) =>
  fetchOne<Announcement>(api, 'announcements', id, signal);

export const announcementQuery = (api: ApiClient, id: number | undefined) =>
  oneQuery<Announcement>(api, 'announcements', id);

export function useAnnouncement(id: number | undefined) {
  return useQuery(announcementQuery(useApi(), id));
}
