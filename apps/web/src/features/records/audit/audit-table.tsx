// The edit history's rows on the one history table: when, which record (by name), what changed
// with the old and new value side by side, and who changed it; the server sorts and pages.
import { useTranslation } from 'react-i18next';
import type { AuditQuery, AuditRowItem } from '@portal/shared';
import { cellLines, HistoryTable } from '../../../components/history-table';
import type { PaginationProps } from '../../../components/pagination';
import type { AuditKind } from '../api/keys';
import { actionsColumn } from '../../../components/data-table/row-actions';

type SortBy = AuditQuery['sortBy'];

interface Props {
  kind: AuditKind;
  items: AuditRowItem[];
  sortBy: SortBy;
  sortType: 'asc' | 'desc';
  onSort: (sortBy: SortBy, sortType: 'asc' | 'desc') => void;
  /** Opens one record's history; not given when only one record is shown. */
  onHistory: ((entityId: number) => void) | undefined;
  pagination: PaginationProps;
}

export function AuditTable(props: Props) {
  const { t } = useTranslation('records');
  const { kind, onHistory } = props;
  const nameOf = (e: AuditRowItem) => e.entityName ?? t('audit.recordNumber', { id: e.entityId });
  const organization = (e: AuditRowItem) =>
    e.organizationName &&
    (e.organizationCode ? `${e.organizationName} (${e.organizationCode})` : e.organizationName);

  return (
    <HistoryTable
      caption={t(`audit.${kind}.caption`)}
      entries={props.items}
      pagination={props.pagination}
      server={{
        options: { sortBy: props.sortBy, sortType: props.sortType },
        onChange: (o) => props.onSort(o.sortBy as SortBy, o.sortType),
      }}
      recordColumn={{
        id: 'record',
        header: t(`audit.${kind}.record`),
        sortKey: 'entityName',
        cell: (e) =>
          kind === 'users'
            ? cellLines(
                nameOf(e),
                e.serialNumber,
                <span className="break-all">{e.email}</span>,
                organization(e),
              )
            : cellLines(nameOf(e), e.organizationCode),
      }}
      actionsColumn={
        onHistory &&
        actionsColumn<AuditRowItem>(t('audit.columns.actions'), (e) => [
          {
            label: t('audit.history'),
            name: t('audit.historyOfNamed', { name: nameOf(e) }),
            onPress: () => onHistory(e.entityId),
            link: true,
          },
        ])
      }
    />
  );
}
