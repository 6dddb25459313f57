// The integration error report's state in the address and the API query made of it.
import {
  INTEGRATION_ERROR_SORTS,
  INTEGRATION_ERROR_STATUSES,
  INTEGRATION_TARGET_TYPES,
  RECORDS_PAGE_SIZE,
  type IntegrationErrorQueryInput,
  type Locale,
} from '@portal/shared';
import { dayRange, readChoice, readDay, readId, readPage, readText } from '../../../lib/url-state';

export interface ErrorsState {
  q: string | undefined;
  integrationType: string | undefined;
  targetType: (typeof INTEGRATION_TARGET_TYPES)[number] | undefined;
  status: (typeof INTEGRATION_ERROR_STATUSES)[number] | undefined;
  organizationId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
  sortBy: (typeof INTEGRATION_ERROR_SORTS)[number];
  sortType: 'asc' | 'desc';
}

export function readErrorsState(params: URLSearchParams): ErrorsState {
  return {
    q: readText(params.get('q')),
    integrationType: readText(params.get('integrationType'), 100),
    targetType: readChoice(params.get('targetType'), INTEGRATION_TARGET_TYPES),
    status: readChoice(params.get('status'), INTEGRATION_ERROR_STATUSES),
    organizationId: readId(params.get('organizationId')),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    page: readPage(params.get('page')),
    sortBy: readChoice(params.get('sortBy'), INTEGRATION_ERROR_SORTS) ?? 'logTimestamp',
    sortType: params.get('sortType') === 'asc' ? 'asc' : 'desc',
  };
}

/** The filters and order, without paging. */
function filterQuery(s: ErrorsState) {
  return {
    q: s.q?.trim(),
    integrationType: s.integrationType?.trim(),
    targetType: s.targetType,
    status: s.status,
    organizationId: s.organizationId,
    ...dayRange(s.from, s.to),
    sortBy: s.sortBy,
    sortType: s.sortType,
  };
}

export function toErrorsQuery(s: ErrorsState): IntegrationErrorQueryInput {
  return { ...filterQuery(s), page: String(s.page), pageSize: String(RECORDS_PAGE_SIZE) };
}

/** The export takes the filters and order, and the language of the column headings. */
export function toErrorsExportQuery(s: ErrorsState, lang: Locale) {
  return { ...filterQuery(s), lang };
}
