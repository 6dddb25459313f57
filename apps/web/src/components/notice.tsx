// A success or error message at the top of a page (announced to screen readers), with an
// optional dismiss button and room for more under the text (e.g. the queued event).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface NoticeState {
  kind: 'success' | 'error';
  text: string;
  /** A second line (e.g. the server's message); not shown when it only repeats the text. */
  details?: string | undefined;
  /** More to show under the text. */
  extra?: ReactNode;
}

export function Notice({
  notice,
  onClose,
}: {
  notice: NoticeState | undefined;
  onClose?: () => void;
}) {
  const { t } = useTranslation('portal');
  if (!notice) return null;
  const error = notice.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`mt-4 flex items-start justify-between gap-4 rounded-md border-l-4 bg-surface p-4 shadow-sm ${error ? 'border-danger' : 'border-green-700'}`}
    >
      <div className="min-w-0">
        <p className={error ? 'font-semibold text-danger' : 'font-semibold text-green-900'}>
          {notice.text}
        </p>
        {notice.details && notice.details !== notice.text && (
          <p className="mt-1 break-words text-sm">{notice.details}</p>
        )}
        {notice.extra}
      </div>
      {onClose && (
        <button type="button" className="link shrink-0" onClick={onClose}>
          {t('common.dismiss')}
        </button>
      )}
    </div>
  );
}
