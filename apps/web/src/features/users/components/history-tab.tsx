// The editor's history tab: the user's audit entries (what changed, old and new value, who, when).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserHistory } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table/types';
import { DataTable } from '../../../components/data-table/data-table';
import { useDateFormat } from '../../../lib/format';
import { HISTORY_PAGE_SIZE, useUserHistory } from '../api/get-user-history';

type Entry = UserHistory['items'][number];

export function HistoryTab({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  const data = history.data;
  if (!data) return <p>{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('history.empty')}</p>;
  const text = (v: string | null | undefined) => v ?? '—';
  const columns: DataTableColumn<Entry>[] = [
    {
      id: 'changedOn',
      header: t('history.changedOn'),
      cell: (e) => <span className="whitespace-nowrap">{formatDate(e.changedOn, true)}</span>,
    },
    { id: 'operation', header: t('history.operation'), cell: (e) => e.operation },
    { id: 'field', header: t('history.field'), cell: (e) => text(e.field) },
    { id: 'oldValue', header: t('history.oldValue'), cell: (e) => text(e.oldValue) },
    { id: 'newValue', header: t('history.newValue'), cell: (e) => text(e.newValue) },
    {
      id: 'changedBy',
      header: t('history.changedBy'),
      cell: (e) => <span className="break-all">{text(e.changedBy)}</span>,
    },
  ];
  return (
    <DataTable
      caption={t('history.caption')}
      rows={data.items}
      columns={columns}
      rowKey={(e) => e.id}
      pagination={{
        page,
        pageSize: HISTORY_PAGE_SIZE,
        total: data.total,
        onPage: setPage,
        label: t('list.pagination'),
        showSummary: false,
      }}
    />
  );
}
