// Paging and the announcement date range filter, from a validated list query.
import type { CatalogPage } from '@portal/shared';
import type { PageRequest } from '../../repositories/catalog/list-query.js';
import { badRequest } from './errors.js';

export interface ListQuery {
  search?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

export function pageRequest(q: ListQuery): PageRequest {
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

export function pageOf<T>(items: T[], total: number, q: ListQuery): CatalogPage<T> {
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** Trimmed search text, or undefined when there is nothing to search for. */
export function searchText(q: ListQuery): string | undefined {
  const s = q.search?.trim();
  return s ? s : undefined;
}

const DAY = 86_400_000;

export interface DateRangeQuery {
  from?: string | undefined;
  to?: string | undefined;
  lastDays?: number | undefined;
  nextDays?: number | undefined;
}

/** One kind of range at a time: a custom from/to, the last N days or the next N days. */
export function dateRange(q: DateRangeQuery, now = Date.now()): { from?: Date; to?: Date } {
  const kinds = [
    q.from !== undefined || q.to !== undefined,
    q.lastDays !== undefined,
    q.nextDays !== undefined,
  ];
  if (kinds.filter(Boolean).length > 1)
    throw badRequest('Choose one date range: from/to, lastDays or nextDays.', 'dateRange');
  if (q.lastDays !== undefined)
    return { from: new Date(now - q.lastDays * DAY), to: new Date(now) };
  if (q.nextDays !== undefined)
    return { from: new Date(now), to: new Date(now + q.nextDays * DAY) };
  const from = q.from ? new Date(q.from) : undefined;
  const to = q.to ? new Date(q.to) : undefined;
  if (from && to && from > to)
    throw badRequest('The start of the date range is after its end.', 'dateRange');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
