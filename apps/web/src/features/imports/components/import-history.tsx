// The import history of a context, newest first, a server page of 10 at a time: file, who, when,
// status and counts, each run openable for its summary and report.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_PAGE_SIZE, type ImportContext, type ImportHistoryItem } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { Notice } from '../../../components/notice';
import { errorText } from '../../../lib/error-text';
import { formatNumber, useDateFormat } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useImportHistory } from '../api/get-imports';

interface Props {
  context: ImportContext;
  page: number;
  onPage: (page: number) => void;
  /** The address that opens a run (keeps the history page). */
  runLink: (id: number) => string;
}

export function ImportHistory({ context, page, onPage, runLink }: Props) {
  const { t, i18n } = useTranslation('imports');
  const locale = currentLocale(i18n);
  const { t: portalT } = useTranslation();
  const date = useDateFormat();
  const history = useImportHistory(context, page);
  const columns: DataTableColumn<ImportHistoryItem>[] = [
    {
      id: 'file',
      header: t('history.file'),
      cell: (r) => <span className="break-words">{r.fileName}</span>,
    },
    { id: 'by', header: t('history.by'), cell: (r) => r.createdBy.name },
    { id: 'at', header: t('history.at'), cell: (r) => date(r.createdAt, true) },
    { id: 'status', header: t('history.status'), cell: (r) => t(`status.${r.status}`) },
    {
      id: 'counts',
      header: t('history.counts'),
      cell: (r) => {
        const [create, update, unchanged, errors] = (
          ['create', 'update', 'unchanged', 'errors'] as const
        ).map((k) => formatNumber(r.counts[k], locale));
        return t('history.countsText', { create, update, unchanged, errors });
      },
    },
    {
      id: 'open',
      header: t('history.open'),
      hideHeader: true,
      cell: (r) => (
        <Link
          className="link"
          to={runLink(r.id)}
          aria-label={t('history.openFor', { name: r.fileName })}
        >
          {t('history.open')}
        </Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="import-history-title" className="mt-10">
      <h2 id="import-history-title" className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      <div className="relative mt-3 min-h-24" aria-busy={history.isFetching || undefined}>
        {history.isPending && <LoaderOverlay />}
        {history.isError && (
          <Notice notice={{ kind: 'error', text: errorText(portalT, history.error) }} />
        )}
        {history.data && (
          <DataTable
            caption={t('history.caption')}
            rows={history.data.items}
            columns={columns}
            rowKey={(r) => r.id}
            emptyText={t('history.empty')}
            pagination={
              history.data.total > 0
                ? {
                    page,
                    pageSize: IMPORT_PAGE_SIZE,
                    total: history.data.total,
                    onPage,
                    label: t('history.caption'),
                  }
                : undefined
            }
          />
        )}
      </div>
    </section>
  );
}
