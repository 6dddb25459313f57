// One run of the bulk import: the preview (counts, ignored columns, errors, Apply only without
// errors), the apply progress read from the stream, and the result once applied.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportContext, ImportSummary } from '@portal/shared';
import { BlockedButton } from '../../../components/blocked-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Notice } from '../../../components/notice';
import { ProgressBar } from '../../../components/progress-bar';
import { errorDetails } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/format';
import { toUsers } from '../../../lib/route-links';
import { useApplyImport, type ApplyState } from '../api/apply-import';
import { RowErrors } from './row-errors';
import { RunCounts } from './run-counts';
import type { ShowError } from './upload-section';

interface Props {
  context: ImportContext;
  summary: ImportSummary;
  /** Moves focus to the run's heading when shown (just uploaded). */
  focusOnShow?: boolean;
  onError: ShowError;
  onAnother: () => void;
}

export function RunView({ context, summary, focusOnShow, onError, onAnother }: Props) {
  const { t } = useTranslation('imports');
  const { t: words } = useTranslation('words', { useSuspense: false });
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const { state, apply } = useApplyImport(context);
  const canApply = summary.status === 'VALIDATED' && summary.counts.errors === 0;
  const running = state.phase === 'running';
  const another = (
    <button type="button" className="btn-secondary" onClick={onAnother} disabled={running}>
      {t('preview.another')}
    </button>
  );
  if (summary.status === 'APPLIED') return <RunResult {...{ context, summary, another }} />;

  const statusKey =
    summary.status === 'FAILED'
      ? 'result.failed'
      : canApply
        ? 'preview.ready'
        : 'preview.hasErrors';
  return (
    <section aria-labelledby="import-run-title" className="mt-8">
      <h2
        id="import-run-title"
        ref={heading}
        tabIndex={-1}
        className="break-words text-xl font-semibold"
      >
        {t('preview.title', { name: summary.fileName })}
      </h2>
      <RunCounts counts={summary.counts} applied={false} label={t('preview.countsLabel')} />
      {summary.ignoredColumns.length > 0 && (
        <p className="mt-3 break-words">
          {t('preview.ignored', { columns: summary.ignoredColumns.join(', ') })}
        </p>
      )}
      <p id="import-run-status" className={`mt-4 font-semibold ${canApply ? '' : 'text-danger'}`}>
        {t(statusKey)}
      </p>
      {summary.counts.errors > 0 && (
        <RowErrors context={context} runId={summary.id} onError={onError} />
      )}
      <ApplyFeedback state={state} />
      <div className="mt-6 flex flex-wrap gap-2">
        {/* Focusable while it may not run: the run's status above says why. */}
        <BlockedButton
          type="button"
          className="btn-primary"
          blocked={!canApply && !running}
          reasonId="import-run-status"
          disabled={running}
          aria-describedby="import-run-status"
          aria-busy={running || undefined}
          onClick={() => setAsking(true)}
        >
          {t('preview.apply')}
        </BlockedButton>
        {another}
      </div>
      {/* Asked once, with what it will change; the progress and result show on the page. */}
      <ConfirmDialog
        isOpen={asking}
        title={words('imports.confirmTitle', { file: summary.fileName })}
        question={words('imports.confirmQuestion', { ...summary.counts })}
        names={[]}
        confirmLabel={t('preview.apply')}
        onConfirm={() => {
          setAsking(false);
          void apply(summary.id);
        }}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

function ApplyFeedback({ state }: { state: ApplyState }) {
  const { t } = useTranslation('imports');
  const { t: portalT } = useTranslation();
  if (state.phase === 'running')
    return (
      <div className="mt-4">
        <ProgressBar label={t('preview.applying')} value={state.done} maxValue={state.total} />
      </div>
    );
  if (state.phase !== 'failed') return null;
  const notice =
    state.error === undefined
      ? { text: t('result.failed'), details: state.message }
      : { text: errorText(portalT, state.error), details: errorDetails(state.error) };
  return <Notice notice={{ kind: 'error', ...notice }} />;
}

function RunResult(props: { context: ImportContext; summary: ImportSummary; another: ReactNode }) {
  const { t } = useTranslation('imports');
  const date = useDateFormat();
  const { summary } = props;
  return (
    <section aria-labelledby="import-run-title" className="mt-8">
      <h2 id="import-run-title" className="text-xl font-semibold">
        {t('result.applied')}
      </h2>
      <p role="status" className="mt-2 break-words">
        {t('result.appliedOn', {
          name: summary.fileName,
          date: date(summary.appliedAt ?? summary.createdAt, true),
        })}
      </p>
      <RunCounts counts={summary.counts} applied label={t('result.countsLabel')} />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {props.context === 'identities' && (
          <Link className="btn-primary" to={toUsers()}>
            {t('result.toUsers')}
          </Link>
        )}
        {props.another}
      </div>
    </section>
  );
}
