// Leaving an editor with unsaved changes asks first: save, discard, or stay. Closing the tab gets
// the browser's own question.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../../components/modal';

/**
 * Blocks in-app navigation away from the page while `dirty` (unless `allowed` is set, after saving
 * or deleting) and warns before the tab closes.
 */
export function useLeaveGuard(dirty: boolean, allowed: RefObject<boolean>) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [allowed],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

export interface LeaveDialogProps {
  isOpen: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

export function LeaveDialog({ isOpen, onStay, onDiscard, onSave }: LeaveDialogProps) {
  const { t } = useTranslation('catalog');
  return (
    <PortalModal
      isOpen={isOpen}
      title={t('unsaved.title')}
      content={t('unsaved.text')}
      onExit={onStay}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onStay}>
          {t('unsaved.stay')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDiscard}>
          {t('unsaved.discard')}
        </button>
        <button type="button" className="btn-primary" onClick={onSave}>
          {t('unsaved.save')}
        </button>
      </div>
    </PortalModal>
  );
}
