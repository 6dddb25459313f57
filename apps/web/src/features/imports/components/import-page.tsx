// /admin/wsr-bulk-assignments (users) and /admin/orgs-bulk-assignments (dealer locations): the
// template and its columns, the upload, the open run (preview, apply, result) and the history.
// The open run and the history page live in the address, so a reload or a shared link keeps them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ImportContext } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { Notice, type NoticeState } from '../../../components/notice';
import { errorDetails } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useImportRun } from '../api/get-imports';
import { readPositive } from '../lib/params';
import { ImportHistory } from './import-history';
import { RunView } from './run-view';
import { TemplateSection } from './template-section';
import { UploadSection } from './upload-section';

const TITLE_KEY = {
  identities: 'pages.bulkIdentities',
  organizations: 'pages.bulkOrgs',
} as const satisfies Record<ImportContext, string>;

export function ImportPage({ context }: { context: ImportContext }) {
  const { t } = useTranslation('imports');
  const { t: portalT } = useTranslation();
  const [params, setParams] = useSearchParams();
  const runId = readPositive(params.get('run'));
  const page = readPositive(params.get('page')) ?? 1;
  const run = useImportRun(context, runId);
  const [notice, setNotice] = useState<NoticeState>();
  // Focus moves to the run's heading once a file was uploaded (its upload button is gone).
  const [uploadedId, setUploadedId] = useState<number>();

  const showError = (error: unknown) =>
    setNotice({ kind: 'error', text: errorText(portalT, error), details: errorDetails(error) });
  const address = (changes: { run?: number | undefined; page?: number }) => {
    const next = new URLSearchParams();
    const nextRun = 'run' in changes ? changes.run : runId;
    const nextPage = changes.page ?? page;
    if (nextRun !== undefined) next.set('run', String(nextRun));
    if (nextPage > 1) next.set('page', String(nextPage));
    return next;
  };

  return (
    <section className="page">
      <h1 className="page-title">{portalT(TITLE_KEY[context])}</h1>
      <p className="mt-1 text-lg text-muted-fg">{portalT(`${TITLE_KEY[context]}Hint`)}</p>
      <p className="mt-3 max-w-3xl">{t(`intro.${context}`)}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <TemplateSection context={context} onError={showError} runOpen={runId !== undefined} />
      {runId === undefined ? (
        <UploadSection
          context={context}
          onUploaded={(summary) => {
            setUploadedId(summary.id);
            setParams(address({ run: summary.id }));
          }}
        />
      ) : (
        <div className="relative min-h-24">
          {run.isPending && <LoaderOverlay />}
          {run.isError && (
            <Notice notice={{ kind: 'error', text: errorText(portalT, run.error) }} />
          )}
          {run.data && (
            <RunView
              key={run.data.id}
              context={context}
              summary={run.data}
              focusOnShow={uploadedId === run.data.id}
              onError={showError}
              onAnother={() => setParams(address({ run: undefined }))}
            />
          )}
        </div>
      )}
      <ImportHistory
        context={context}
        page={page}
        onPage={(p) => setParams(address({ page: p }))}
        runLink={(id) => `?${address({ run: id }).toString()}`}
      />
    </section>
  );
}
