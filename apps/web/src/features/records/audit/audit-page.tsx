// The edit history of users or organisations: search, filters, server pages and order, names
// instead of ids, old and new values side by side, CSV export, and one record's history with its
// force resync.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditQuery } from '@portal/shared';
import { currentLocale } from '../../../lib/i18n';
import { useUrlState } from '../../../lib/url-state';
import { useAudit } from '../api/get-audit';
import type { AuditKind } from '../api/keys';
import { useDescribeError } from '../lib/describe-error';
import { Notice, type NoticeState } from '../../../components/notice';
import { ExportCsvButton } from '../components/export-csv-button';
import { RecordsResults } from '../components/records-results';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { readAuditState, toAuditExportQuery, toAuditQuery } from './audit-query';
import { RecordHistoryHeader } from './record-history-header';

export function AuditPage({ kind }: { kind: AuditKind }) {
  const { t, i18n } = useTranslation('records');
  const describeError = useDescribeError();
  const [params, update] = useUrlState();
  const state = useMemo(() => readAuditState(params), [params]);
  const query = useMemo(() => toAuditQuery(state), [state]);
  const list = useAudit(kind, query);
  const [notice, setNotice] = useState<NoticeState>();
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  const onError = (e: unknown) => setNotice({ kind: 'error', ...describeError(e) });
  const exportRequest = () => ({
    path: `/admin/audit/${kind}/export`,
    query: toAuditExportQuery(state, currentLocale(i18n)),
    name: `edit-history-${kind}`,
  });

  const entityId = state.entityId ? Number(state.entityId) : undefined;
  return (
    <section className="page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="page-title">{t(`audit.${kind}.title`)}</h1>
        <ExportCsvButton request={exportRequest} onError={onError} />
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      {entityId !== undefined && (
        <RecordHistoryHeader
          kind={kind}
          entityId={entityId}
          entry={list.data?.items.find((e) => e.entityId === entityId)}
          onAll={() => update({ entityId: undefined })}
          onNotice={setNotice}
        />
      )}
      <div className="mt-6">
        <AuditFilters kind={kind} state={state} update={update} onSearch={onSearch} />
      </div>
      <RecordsResults list={list} page={state.page} update={update}>
        {(data, pagination) => (
          <AuditTable
            kind={kind}
            items={data.items}
            sortBy={state.sortBy}
            sortType={state.sortType}
            onSort={(sortBy: AuditQuery['sortBy'], sortType) => update({ sortBy, sortType })}
            onHistory={
              entityId === undefined ? (id) => update({ entityId: String(id) }) : undefined
            }
            pagination={pagination}
          />
        )}
      </RecordsResults>
    </section>
  );
}
