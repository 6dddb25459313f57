// The edit history's rows on the one data table: when, which record (by name), what changed with
// the old and new value side by side, and who changed it; the server sorts and pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditQuery, AuditRowItem } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { PaginationProps } from '../../../components/pagination';
import { useDateFormat } from '../../../lib/format';
import type { AuditKind } from '../api/keys';

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

function Value({ value, tone }: { value: string | null; tone: 'old' | 'new' }) {
  if (value === null || value === '') return <span className="text-muted-fg">—</span>;
  const look = tone === 'old' ? 'border-danger/40 bg-danger/5' : 'border-green-700/40 bg-green-50';
  return (
    <span
      className={`inline-block max-w-72 rounded border px-1.5 py-0.5 break-words whitespace-pre-wrap ${look}`}
    >
      {value}
    </span>
  );
}

const lines = (...parts: (ReactNode | null | undefined | false)[]) =>
  parts.filter(Boolean).map((p, i) => (
    <span key={i} className={i === 0 ? 'block font-semibold' : 'block text-muted-fg'}>
      {p}
    </span>
  ));

export function AuditTable(props: Props) {
  const { t } = useTranslation('records');
  const formatDate = useDateFormat();
  const { kind } = props;
  const nameOf = (e: AuditRowItem) => e.entityName ?? t('audit.recordNumber', { id: e.entityId });
  const organization = (e: AuditRowItem) =>
    e.organizationName &&
    (e.organizationCode ? `${e.organizationName} (${e.organizationCode})` : e.organizationName);

  const columns: DataTableColumn<AuditRowItem>[] = [
    {
      id: 'changedOn',
      header: t('audit.columns.changedOn'),
      sortKey: 'changedOn',
      cell: (e) => <span className="whitespace-nowrap">{formatDate(e.changedOn, true)}</span>,
    },
    {
      id: 'record',
      header: t(`audit.${kind}.record`),
      sortKey: 'entityName',
      cell: (e) =>
        kind === 'users'
          ? lines(
              nameOf(e),
              e.serialNumber,
              <span className="break-all">{e.email}</span>,
              organization(e),
            )
          : lines(nameOf(e), e.organizationCode),
    },
    {
      id: 'operation',
      header: t('audit.columns.operation'),
      sortKey: 'operation',
      cell: (e) => t(`operations.${e.operation}`, { defaultValue: e.operation }),
    },
    {
      id: 'field',
      header: t('audit.columns.field'),
      sortKey: 'field',
      cell: (e) => (e.field ? t(`fields.${e.field}`, { defaultValue: e.field }) : '—'),
    },
    {
      id: 'oldValue',
      header: t('audit.columns.oldValue'),
      cell: (e) => <Value value={e.oldValue} tone="old" />,
    },
    {
      id: 'newValue',
      header: t('audit.columns.newValue'),
      cell: (e) => <Value value={e.newValue} tone="new" />,
    },
    {
      id: 'changedBy',
      header: t('audit.columns.changedBy'),
      sortKey: 'changedBy',
      cell: (e) =>
        lines(
          e.changedByName ?? e.changedBy ?? t('audit.system'),
          e.changedByName && e.changedBy && <span className="break-all">{e.changedBy}</span>,
        ),
    },
  ];
  const { onHistory } = props;
  if (onHistory)
    columns.push({
      id: 'actions',
      header: t('audit.columns.actions'),
      hideHeader: true,
      cell: (e) => (
        <button
          type="button"
          className="link whitespace-nowrap"
          aria-label={t('audit.historyOfNamed', { name: nameOf(e) })}
          onClick={() => onHistory(e.entityId)}
        >
          {t('audit.history')}
        </button>
      ),
    });

  return (
    <DataTable
      mode="server"
      caption={t(`audit.${kind}.caption`)}
      rows={props.items}
      columns={columns}
      rowKey={(e) => e.id}
      serverOptions={{ sortBy: props.sortBy, sortType: props.sortType }}
      onServerOptionsChange={(o) => props.onSort(o.sortBy as SortBy, o.sortType)}
      pagination={props.pagination}
    />
  );
}
