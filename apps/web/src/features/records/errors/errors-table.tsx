// The integration error report's rows on the one data table: every field of spec section 3, the
// log time in GMT, a details button and (with admin:integrations:write) a retry.
import { useTranslation } from 'react-i18next';
import type { IntegrationError, IntegrationErrorQuery } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { PaginationProps } from '../../../components/pagination';
import { useGmtFormat } from '../lib/use-gmt-format';
import { actionsColumn } from '../../../components/data-table/row-actions';
import { serverSorting } from '../../../components/data-table/server-sorting';

type SortBy = IntegrationErrorQuery['sortBy'];

interface Props {
  items: IntegrationError[];
  sortBy: SortBy;
  sortType: 'asc' | 'desc';
  onSort: (sortBy: SortBy, sortType: 'asc' | 'desc') => void;
  onDetails: (error: IntegrationError) => void;
  /** Re-queues the failed event; not given without the right to. */
  onRetry: ((error: IntegrationError) => void) | undefined;
  retryingId: number | undefined;
  pagination: PaginationProps;
}

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/** Long technical values (ARNs, log streams) wrap anywhere. */
const code = (v: string | null) => <span className="break-all font-mono text-xs">{dash(v)}</span>;

export function canRetry(e: IntegrationError) {
  return e.eventId !== null && e.status !== 'RESOLVED';
}

export function ErrorsTable(props: Props) {
  const { t } = useTranslation('records');
  const gmt = useGmtFormat();
  const { onRetry } = props;
  const columns: DataTableColumn<IntegrationError>[] = [
    {
      id: 'logTimestamp',
      header: t('errors.columns.logTimestamp'),
      sortKey: 'logTimestamp',
      cell: (e) => <span className="block min-w-28">{gmt(e.logTimestamp)}</span>,
    },
    {
      id: 'integrationType',
      header: t('errors.columns.integrationType'),
      sortKey: 'integrationType',
      cell: (e) => (
        <span className="block min-w-32 max-w-48">
          <span className="block font-semibold">
            {t(`errors.integrationTypeValues.${e.integrationType}`, {
              defaultValue: e.integrationType,
            })}
          </span>
          <span className="line-clamp-2 text-muted-fg" title={e.message}>
            {e.message}
          </span>
        </span>
      ),
    },
    {
      id: 'target',
      header: t('errors.columns.target'),
      sortKey: 'targetType',
      cell: (e) => (
        <>
          <span className="block">
            {t(`errors.targetTypeValues.${e.targetType}`, { defaultValue: e.targetType })}
          </span>
          {code(e.targetId)}
        </>
      ),
    },
    {
      id: 'organization',
      header: t('errors.columns.organizationId'),
      sortKey: 'organizationId',
      cell: (e) => (
        <>
          <span className="block">{dash(e.organizationId)}</span>
          {e.organizationName && <span className="block text-muted-fg">{e.organizationName}</span>}
        </>
      ),
    },
    {
      id: 'serialNumber',
      header: t('errors.columns.serialNumber'),
      sortKey: 'serialNumber',
      cell: (e) => dash(e.serialNumber),
    },
    {
      id: 'function',
      header: t('errors.columns.function'),
      cell: (e) => (
        <span className="block min-w-28 max-w-40">
          <span className="block">{dash(e.functionName)}</span>
          {e.functionArn && code(e.functionArn)}
        </span>
      ),
    },
    {
      id: 'log',
      header: t('errors.columns.log'),
      cell: (e) => (
        <span className="block min-w-28 max-w-40">
          <span className="block">{code(e.logGroup)}</span>
          {e.logStream && code(e.logStream)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('errors.columns.status'),
      sortKey: 'status',
      cell: (e) => t(`errors.statusValues.${e.status}`),
    },
    actionsColumn(t('errors.columns.actions'), (e) => [
      {
        label: t('errors.details'),
        name: t('errors.detailsFor', { id: e.id }),
        onPress: () => props.onDetails(e),
      },
      onRetry &&
        canRetry(e) && {
          label: t('errors.retry'),
          name: t('errors.retryFor', { id: e.id }),
          disabled: props.retryingId === e.id,
          onPress: () => onRetry(e),
        },
    ]),
  ];
  return (
    <DataTable
      {...serverSorting(props.sortBy, props.sortType, props.onSort)}
      caption={t('errors.caption')}
      rows={props.items}
      columns={columns}
      rowKey={(e) => e.id}
      pagination={props.pagination}
    />
  );
}
