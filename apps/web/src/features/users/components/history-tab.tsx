// The editor's history tab: the user's audit entries (what changed, old and new value, who, when).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE, useUserHistory } from '../api/get-user-history';
import { useDateFormat } from '../lib/use-date-format';
import { Pagination } from './pagination';

export function HistoryTab({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  const data = history.data;
  if (!data) return <p>{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('history.caption')}</caption>
          <thead>
            <tr className="border-b border-muted text-left">
              {(
                ['changedOn', 'operation', 'field', 'oldValue', 'newValue', 'changedBy'] as const
              ).map((c) => (
                <th key={c} scope="col" className="px-2 py-2">
                  {t(`history.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((e) => (
              <tr key={e.id} className="border-b border-muted align-top">
                <td className="px-2 py-2 whitespace-nowrap">{formatDate(e.changedOn, true)}</td>
                <td className="px-2 py-2">{e.operation}</td>
                <td className="px-2 py-2">{e.field ?? '—'}</td>
                <td className="px-2 py-2 break-words">{e.oldValue ?? '—'}</td>
                <td className="px-2 py-2 break-words">{e.newValue ?? '—'}</td>
                <td className="px-2 py-2 break-all">{e.changedBy ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        last={Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE))}
        onPage={setPage}
      />
    </div>
  );
}
