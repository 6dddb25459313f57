// The editor's history tab: the user's audit entries (what changed, old and new value, who, when)
// on the one history table the users' edit history page uses too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/history-table';
import { HISTORY_PAGE_SIZE, useUserHistory } from '../api/get-user-history';

export function HistoryTab({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  const data = history.data;
  if (!data) return <p>{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <HistoryTable
      caption={t('history.caption')}
      entries={data.items}
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
