// Leaving a form with unsaved changes asks to save or discard (in-app navigation and page unload).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UsersDialog } from './dialog';

interface Props {
  dirty: boolean;
  /** Saves; resolves true when saved (then the navigation goes on). Without it only discard is offered. */
  onSave?: () => Promise<boolean>;
}

export function UnsavedChangesPrompt({ dirty, onSave }: Props) {
  const { t } = useTranslation('users');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <UsersDialog
      title={t('unsaved.title')}
      isOpen={open}
      onClose={() => blocker.reset?.()}
      role="alertdialog"
    >
      <p>{t('unsaved.text')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => blocker.proceed?.()}>
          {t('unsaved.discard')}
        </button>
        {onSave && (
          <button
            type="button"
            className="btn-primary"
            onClick={async () => {
              if (await onSave()) blocker.proceed?.();
              else blocker.reset?.();
            }}
          >
            {t('unsaved.save')}
          </button>
        )}
      </div>
    </UsersDialog>
  );
}
