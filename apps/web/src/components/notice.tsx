// A success, neutral or error message (announced to screen readers), brought into the viewport
// when it appears so that it shows where the person is looking (a Save button at the bottom of a
// long form), with an optional dismiss button and room for more under the text.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface NoticeState {
  /** 'info': nothing went wrong, but nothing changed either (the text says why). */
  kind: 'success' | 'info' | 'error';
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  const error = notice.kind === 'error';
  const look = { success: 'border-green-700', info: 'border-muted-fg', error: 'border-danger' };
  const text = {
    success: 'text-green-900',
    info: 'text-page-fg',
    error: 'text-danger',
  };
  return (
    <div
      ref={box}
      role={error ? 'alert' : 'status'}
      className={`mt-4 flex scroll-mt-20 items-start justify-between gap-4 rounded-md border-l-4 bg-surface p-4 shadow-sm ${look[notice.kind]}`}
    >
      <div className="min-w-0">
        <p className={`font-semibold ${text[notice.kind]}`}>{notice.text}</p>
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
