// The save row of a preferences form: the button, a "saved" status and the server's refusal.
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';

export interface SaveBarProps {
  /** The save call's state (a TanStack mutation has all of it). */
  save: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  className?: string;
}

export function SaveBar({ save, className = '' }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center gap-3 ${className}`.trim()}>
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {t('common.save')}
      </button>
      <span role="status" className="text-sm">
        {save.isSuccess ? t('preferences.saved') : ''}
      </span>
      {save.isError && (
        <span role="alert" className="text-sm font-semibold text-danger">
          {errorText(t, save.error)}
        </span>
      )}
    </div>
  );
}
