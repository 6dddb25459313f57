// GET /v2/announcements: one page of announcements (search, order, page, date range).
import { useQuery } from '@tanstack/react-query';
import type { AnnouncementSummary } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { endOfDayInstant, startOfDayInstant } from '../../../lib/calendar-dates';
import { fetchList, listQuery } from './crud';
import type { ListParams } from './query-keys';

/** The list parameters as the API takes them: the calendar days become the instants they span. */
export function announcementsApiQuery(params: ListParams, timeZone?: string): ListParams {
  return {
    ...params,
    from: params.from ? startOfDayInstant(params.from, timeZone) : undefined,
    to: params.to ? endOfDayInstant(params.to, timeZone) : undefined,
  };
}

export const getAnnouncements = (api: ApiClient, params: ListParams, signal?: AbortSignal) =>
  fetchList<AnnouncementSummary>(api, 'announcements', announcementsApiQuery(params), signal);

export const announcementsQuery = (api: ApiClient, params: ListParams) =>
  listQuery<AnnouncementSummary>(api, 'announcements', params, announcementsApiQuery);

export function useAnnouncements(params: ListParams) {
  return useQuery(announcementsQuery(useApi(), params));
}
