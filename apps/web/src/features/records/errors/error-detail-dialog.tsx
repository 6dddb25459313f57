// The detail view of one integration error: every field, the message and details, the event it
// came from, and the retry.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationError } from '@portal/shared';
import { LazyModal } from '../../../components/modal-host';
import { useDateFormat } from '../../../lib/format';
import { useIntegrationError } from '../api/get-integration-error';
import { useDescribeError } from '../lib/describe-error';
import { useGmtFormat } from '../lib/use-gmt-format';
import { canRetry } from './errors-table';

interface Props {
  error: IntegrationError | null;
  onClose: () => void;
  onRetry: ((error: IntegrationError) => void) | undefined;
  retrying: boolean;
}

export function ErrorDetailDialog({ error, onClose, onRetry, retrying }: Props) {
  const { t } = useTranslation('records');
  const describeError = useDescribeError();
  const gmt = useGmtFormat();
  const formatDate = useDateFormat();
  const detail = useIntegrationError(error?.id ?? null);
  const shown = detail.data ?? error;
  if (!shown) return null;
  const row = (label: string, value: ReactNode, mono = false) => (
    <div className="contents">
      <dt className="font-semibold">{label}</dt>
      <dd className={`min-w-0 break-words ${mono ? 'break-all font-mono text-xs' : ''}`}>
        {value === null || value === '' || value === undefined ? '—' : value}
      </dd>
    </div>
  );
  const d = detail.data;
  const retry = onRetry && canRetry(shown) ? () => onRetry(shown) : undefined;
  return (
    <LazyModal
      isOpen
      wide
      title={t('errors.detailTitle', { id: shown.id })}
      onExit={onClose}
      onCancel={onClose}
      cancelLabel={t('common.close')}
      {...(retry ? { onConfirm: retry, confirmLabel: t('errors.retry') } : {})}
      isLoading={retrying}
    >
      <p className="font-semibold text-danger">{shown.message}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {row(t('errors.columns.integrationType'), shown.integrationType)}
        {row(
          t('errors.columns.targetType'),
          t(`errors.targetTypeValues.${shown.targetType}`, { defaultValue: shown.targetType }),
        )}
        {row(t('errors.columns.targetId'), shown.targetId, true)}
        {row(
          t('errors.columns.organizationId'),
          shown.organizationId === null
            ? null
            : `${shown.organizationId}${shown.organizationName ? ` · ${shown.organizationName}` : ''}`,
        )}
        {row(t('errors.columns.serialNumber'), shown.serialNumber)}
        {row(t('errors.columns.functionName'), shown.functionName)}
        {row(t('errors.columns.functionArn'), shown.functionArn, true)}
        {row(t('errors.columns.logGroup'), shown.logGroup, true)}
        {row(t('errors.columns.logStream'), shown.logStream, true)}
        {row(t('errors.columns.logTimestamp'), gmt(shown.logTimestamp))}
        {row(t('errors.columns.status'), t(`errors.statusValues.${shown.status}`))}
        {row(t('errors.retries'), String(shown.retryCount))}
        {row(t('errors.reported'), formatDate(shown.createdAt, true))}
        {row(t('errors.eventId'), shown.eventId, true)}
        {d && row(t('errors.eventType'), d.eventType)}
        {d && row(t('errors.webhookUrl'), d.webhookUrl, true)}
      </dl>
      {detail.isError && (
        <p role="alert" className="mt-4 text-danger">
          {describeError(detail.error).text}
        </p>
      )}
      {d?.details && (
        <>
          <h3 className="mt-4 font-semibold">{t('errors.detailsText')}</h3>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-page p-2 text-xs whitespace-pre-wrap break-all">
            {d.details}
          </pre>
        </>
      )}
    </LazyModal>
  );
}
