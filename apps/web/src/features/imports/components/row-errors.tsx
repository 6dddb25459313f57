// The errors of a run, a server page of 10 at a time: row, column, the translated problem and the
// value, with the whole list as a CSV report in the user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_PAGE_SIZE, type ImportContext, type ImportRowErrorItem } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { errorText } from '../../../lib/error-text';
import { currentLocale } from '../../../lib/i18n';
import { useDownloadReport } from '../api/downloads';
import { useImportErrors } from '../api/get-imports';
import type { ShowError } from './upload-section';
import { BusyButton } from '../../../components/busy-button';
import { AlertText } from '../../../components/alert-text';

export function RowErrors(props: { context: ImportContext; runId: number; onError: ShowError }) {
  const { t, i18n } = useTranslation('imports');
  const { t: portalT } = useTranslation();
  const [page, setPage] = useState(1);
  const errors = useImportErrors(props.context, props.runId, page, true);
  const report = useDownloadReport(props.context);
  const columns: DataTableColumn<ImportRowErrorItem>[] = [
    { id: 'row', header: t('preview.row'), cell: (e) => e.row },
    { id: 'column', header: t('preview.column'), cell: (e) => <code>{e.column}</code> },
    { id: 'problem', header: t('preview.problem'), cell: (e) => t(`rowErrors.${e.code}`) },
    {
      id: 'value',
      header: t('preview.value'),
      cell: (e) => (e.value ? <span className="break-all">{e.value}</span> : '—'),
    },
  ];
  const onReport = () =>
    report.mutate({ id: props.runId, lang: currentLocale(i18n) }, { onError: props.onError });
  return (
    <section aria-labelledby="import-errors-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="import-errors-title" className="text-lg font-semibold">
          {t('preview.errorsTitle')}
        </h3>
        <BusyButton className="btn-secondary" busy={report.isPending} onClick={onReport}>
          {t('preview.report')}
        </BusyButton>
      </div>
      <div className="relative mt-3" aria-busy={errors.isFetching || undefined}>
        {errors.isError && <AlertText>{errorText(portalT, errors.error)}</AlertText>}
        {errors.data && (
          <DataTable
            caption={t('preview.errorsCaption')}
            rows={errors.data.items}
            columns={columns}
            rowKey={(e) => `${e.row}-${e.column}-${e.code}`}
            pagination={{
              page,
              pageSize: IMPORT_PAGE_SIZE,
              total: errors.data.total,
              onPage: setPage,
              label: t('preview.errorsCaption'),
            }}
          />
        )}
      </div>
    </section>
  );
}
