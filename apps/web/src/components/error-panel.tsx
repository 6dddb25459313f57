// The error state of the portal: 'Error: {message}', optional details, optional actions.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  message: string;
  details?: string | undefined;
  onClose?: (() => void) | undefined;
  children?: ReactNode;
}

export function ErrorPanel({ message, details, onClose, children }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto mt-10 w-full max-w-xl rounded-md border-l-4 border-danger bg-surface p-5 shadow-md"
    >
      <p className="text-lg font-semibold text-danger">{t('errors.title', { message })}</p>
      {details && <p className="mt-2 break-words text-page-fg">{details}</p>}
      {(onClose || children) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {children}
          {onClose && (
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('common.close')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The error panel laid over the content area. */
export function ErrorOverlay(props: ErrorPanelProps) {
  return (
    <div className="absolute inset-0 z-40 overflow-auto bg-page/90 px-4">
      <ErrorPanel {...props} />
    </div>
  );
}
