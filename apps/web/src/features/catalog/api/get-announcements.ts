// GET /v2/announcements: one page of announcements (search, order, page).
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementSummary } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { fetchList, listQuery } from './crud';
import type { ListParams } from './query-keys';

export const getAnnouncements = (api: ApiClient, params: ListParams, signal?: AbortSignal) =>
  fetchList<AnnouncementSummary>(api, 'announcements', params, signal);

export const announcementsQuery = (api: ApiClient, params: ListParams) =>
  listQuery<AnnouncementSummary>(api, 'announcements', params);

export function useAnnouncements(params: ListParams) {
  return useQuery(announcementsQuery(useApi(), params));
}
