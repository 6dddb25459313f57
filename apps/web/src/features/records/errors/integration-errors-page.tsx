// /admin/integration-errors: the integration error report (search, filters, server pages and
// order, detail view, CSV export, retry of the failed event) and the way to the webhooks.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IntegrationError, IntegrationErrorQuery } from '@portal/shared';
import { withNamespace } from '../../../components/with-namespace';
import { currentLocale } from '../../../lib/i18n';
import { linkTo } from '../../../lib/route-links';
import { useUrlState } from '../../../lib/url-state';
import { useIntegrationErrors } from '../api/get-integration-errors';
import { useRetryIntegrationError } from '../api/retry-integration-error';
import { useDescribeError } from '../lib/describe-error';
import { useRecordsAccess } from '../lib/use-records-access';
import { Notice, type NoticeState } from '../../../components/notice';
import { ExportCsvButton } from '../components/export-csv-button';
import { RecordsResults } from '../components/records-results';
import { ErrorDetailDialog } from './error-detail-dialog';
import { ErrorFilters } from './error-filters';
import { ErrorsTable } from './errors-table';
import { readErrorsState, toErrorsExportQuery, toErrorsQuery } from './errors-query';

function IntegrationErrorsPage() {
  const { t, i18n } = useTranslation('records');
  const describeError = useDescribeError();
  const { canSend } = useRecordsAccess();
  const [params, update] = useUrlState();
  const state = useMemo(() => readErrorsState(params), [params]);
  const list = useIntegrationErrors(useMemo(() => toErrorsQuery(state), [state]));
  const retry = useRetryIntegrationError();
  const [notice, setNotice] = useState<NoticeState>();
  const [open, setOpen] = useState<IntegrationError | null>(null);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  const onRetry = (e: IntegrationError) =>
    retry.mutate(e.id, {
      onSuccess: (result) => {
        setOpen(null);
        setNotice({
          kind: 'success',
          text: t('errors.retried', { id: e.id, count: result.deliveries }),
        });
      },
      onError: (error) => {
        setOpen(null);
        setNotice({ kind: 'error', ...describeError(error) });
      },
    });
  const onError = (e: unknown) => setNotice({ kind: 'error', ...describeError(e) });
  const exportRequest = () => ({
    path: '/admin/integration-errors/export',
    query: toErrorsExportQuery(state, currentLocale(i18n)),
    name: 'integration-errors',
  });

  return (
    <section className="page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{t('errors.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link className="btn-secondary" to={linkTo('webhooks')}>
            {t('webhooks.title')}
          </Link>
          <ExportCsvButton request={exportRequest} onError={onError} />
        </div>
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="mt-6">
        <ErrorFilters state={state} update={update} onSearch={onSearch} />
      </div>
      <RecordsResults list={list} page={state.page} update={update}>
        {(data, pagination) => (
          <ErrorsTable
            items={data.items}
            sortBy={state.sortBy}
            sortType={state.sortType}
            onSort={(sortBy: IntegrationErrorQuery['sortBy'], sortType) =>
              update({ sortBy, sortType })
            }
            onDetails={setOpen}
            onRetry={canSend ? onRetry : undefined}
            retryingId={retry.isPending ? retry.variables : undefined}
            pagination={pagination}
          />
        )}
      </RecordsResults>
      <ErrorDetailDialog
        error={open}
        onClose={() => setOpen(null)}
        onRetry={canSend ? onRetry : undefined}
        retrying={retry.isPending}
      />
    </section>
  );
}

export const Component = withNamespace('records', IntegrationErrorsPage);
