// The results of a records list (edit history, integration errors): the shared list results with
// the records wording, and paging kept in the address.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE } from '@portal/shared';
import { ListResults, type ListPage, type ListQuery } from '../../../components/list-results';
import type { PaginationProps } from '../../../components/pagination';
import type { UpdateUrlState } from '../../../lib/url-state';
import { useDescribeError } from '../lib/describe-error';

export function RecordsResults<P extends ListPage>(props: {
  list: ListQuery<P>;
  page: number;
  update: UpdateUrlState;
  children: (data: P, pagination: PaginationProps) => ReactNode;
}) {
  const { t } = useTranslation('records');
  const describeError = useDescribeError();
  const { update } = props;
  return (
    <ListResults
      list={props.list}
      page={props.page}
      pageSize={RECORDS_PAGE_SIZE}
      onPage={(page) => update({ page: String(page) }, { keepPage: true })}
      pagesLabel={t('list.pages')}
      errorText={describeError}
      noResults={t('list.noResults')}
      rangeText={(range) => t('list.range', range)}
    >
      {props.children}
    </ListResults>
  );
}
