// One record's history: who it is, back to every entry, and the force resync that re-queues the
// record's current state downstream (asked once in the shared question, the queued event shown after).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRowItem, ResyncResult } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useForceResync } from '../api/force-resync';
import type { AuditKind } from '../api/keys';
import { useDescribeError } from '../lib/describe-error';
import { useRecordsAccess } from '../lib/use-records-access';
import type { NoticeState } from '../../../components/notice';
import { RecordEvents } from './record-events';

interface Props {
  kind: AuditKind;
  entityId: number;
  /** An entry of the record, for its name (none when its history is empty). */
  entry: AuditRowItem | undefined;
  onAll: () => void;
  onNotice: (notice: NoticeState) => void;
}

export function RecordHistoryHeader({ kind, entityId, entry, onAll, onNotice }: Props) {
  const { t } = useTranslation('records');
  const describeError = useDescribeError();
  const { canSend, canReadErrors } = useRecordsAccess();
  const resync = useForceResync(kind);
  const name = entry?.entityName ?? t('audit.recordNumber', { id: entityId });
  const facts =
    kind === 'users'
      ? [entry?.serialNumber, entry?.email, entry?.organizationName]
      : [entry?.organizationCode];

  const queued = (result: ResyncResult): NoticeState => ({
    kind: 'success',
    text: t('resync.queued', { name }),
    extra: (
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">{t('resync.eventId')}</dt>
        <dd className="break-all font-mono">{result.eventId}</dd>
        <dt className="font-semibold">{t('resync.eventType')}</dt>
        <dd>{result.eventType}</dd>
        <dt className="font-semibold">{t('resync.deliveries')}</dt>
        <dd>{t('resync.deliveryCount', { count: result.deliveries })}</dd>
      </dl>
    ),
  });

  const [asking, setAsking] = useState(false);
  const confirm = () => {
    resync.reset();
    setAsking(true);
  };
  const run = () =>
    resync.mutate(entityId, {
      onSuccess: (result) => {
        setAsking(false);
        onNotice(queued(result));
      },
    });

  return (
    <div className="mt-6 flex flex-wrap items-start justify-between gap-3 rounded-md border border-muted bg-surface p-4">
      <div className="min-w-0">
        <h2 className="text-xl font-bold">{t(`audit.${kind}.historyOf`, { name })}</h2>
        <p className="break-words text-sm text-muted-fg">{facts.filter(Boolean).join(' · ')}</p>
        <button type="button" className="link mt-2 text-sm" onClick={onAll}>
          {t('audit.allEntries')}
        </button>
        {canReadErrors && <RecordEvents kind={kind} entityId={entityId} />}
      </div>
      {canSend && (
        <button type="button" className="btn-primary" onClick={confirm}>
          {t('resync.action')}
        </button>
      )}
      <ConfirmDialog
        isOpen={asking}
        title={t('resync.title')}
        question={t(`resync.confirm.${kind}`, { name })}
        names={[]}
        confirmLabel={t('resync.action')}
        busy={resync.isPending}
        error={resync.isError ? describeError(resync.error).text : null}
        onConfirm={run}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
