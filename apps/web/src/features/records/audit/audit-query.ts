// The edit history's state in the address and the API query made of it.
import {
  AUDIT_OPERATIONS,
  AUDIT_SORTS,
  RECORDS_PAGE_SIZE,
  type AuditQueryInput,
  type Locale,
} from '@portal/shared';
import { dayRange, readChoice, readDay, readId, readPage, readText } from '../../../lib/url-state';

export interface AuditState {
  q: string | undefined;
  entityId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  operation: (typeof AUDIT_OPERATIONS)[number] | undefined;
  changedBy: string | undefined;
  page: number;
  sortBy: (typeof AUDIT_SORTS)[number];
  sortType: 'asc' | 'desc';
}

export function readAuditState(params: URLSearchParams): AuditState {
  return {
    q: readText(params.get('q')),
    entityId: readId(params.get('entityId')),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    operation: readChoice(params.get('operation'), AUDIT_OPERATIONS),
    changedBy: readText(params.get('changedBy')),
    page: readPage(params.get('page')),
    sortBy: readChoice(params.get('sortBy'), AUDIT_SORTS) ?? 'changedOn',
    sortType: params.get('sortType') === 'asc' ? 'asc' : 'desc',
  };
}

/** The filters and order, without paging (the export takes these). */
function filterQuery(s: AuditState) {
  return {
    q: s.q?.trim(),
    entityId: s.entityId,
    ...dayRange(s.from, s.to),
    operation: s.operation,
    changedBy: s.changedBy?.trim(),
    sortBy: s.sortBy,
    sortType: s.sortType,
  };
}

export function toAuditQuery(s: AuditState): AuditQueryInput {
  return { ...filterQuery(s), page: String(s.page), pageSize: String(RECORDS_PAGE_SIZE) };
}

export function toAuditExportQuery(s: AuditState, lang: Locale) {
  return { ...filterQuery(s), lang };
}
