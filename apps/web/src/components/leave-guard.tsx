// Leaving a page with unsaved changes asks first: save and leave, discard, or stay. Closing the
// tab gets the browser's own question. The one leave guard of every form.
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from '../lib/navigation-guard';
import { useTranslation } from 'react-i18next';
import { LazyModal } from './modal-host';

export interface LeaveGuardProps {
  /** Unsaved changes: leaving asks. */
  dirty: boolean;
  /** Saves; true when saved (then the navigation goes on). Without it only discard is offered. */
  onSave?: (() => Promise<boolean>) | undefined;
  /** Set when the page itself moves on (after saving a new entry, after deleting): no question. */
  allowed?: RefObject<boolean> | undefined;
}

export function LeaveGuard({ dirty, onSave, allowed }: LeaveGuardProps) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const stay = () => blocker.reset?.();
  return (
    <LazyModal
      isOpen={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      content={t('unsaved.text')}
      onExit={stay}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={stay}>
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
    </LazyModal>
  );
}
