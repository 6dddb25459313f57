// The generic modal state: one modal at a time, opened from anywhere with useModal().open(...);
// its code (React Aria's overlays) loads on first use, so it stays out of the first load. Named
// requests open the app-wide compliance modals (attestation, change password) from any feature.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ModalOptions, PortalModalProps } from './modal';

const PortalModal = lazy(() => import('./modal').then((m) => ({ default: m.PortalModal })));

/** The modal, loaded when it first opens (renders nothing while closed). */
export function LazyModal(props: PortalModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PortalModal {...props} />
    </Suspense>
  );
}

export type ModalRequest = 'adminAttestation' | 'changePassword' | 'securityReview';

const REQUEST_EVENT = 'portal:open-modal';

/** Asks for an app-wide modal (the developers' menu opens the compliance modals). */
export function requestModal(name: ModalRequest): void {
  window.dispatchEvent(new CustomEvent<ModalRequest>(REQUEST_EVENT, { detail: name }));
}

/** Runs `onRequest` when the named modal is asked for. */
export function useModalRequest(name: ModalRequest, onRequest: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<ModalRequest>).detail === name) onRequest();
    };
    window.addEventListener(REQUEST_EVENT, listener);
    return () => window.removeEventListener(REQUEST_EVENT, listener);
  }, [name, onRequest]);
}

interface ModalApi {
  open(options: ModalOptions): void;
  /** Changes the open modal, e.g. to show loading while its action runs. */
  update(changes: Partial<ModalOptions>): void;
  close(): void;
}

const ModalContext = createContext<ModalApi | null>(null);

export function ModalHost({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ModalOptions | null>(null);
  const close = useCallback(() => setOptions(null), []);
  const api = useMemo<ModalApi>(
    () => ({
      open: (next) => setOptions(next),
      update: (changes) =>
        setOptions((current) => (current ? { ...current, ...changes } : current)),
      close,
    }),
    [close],
  );
  // Cancel and exit close the modal after their own action; confirm closes it itself (it may
  // first show loading through update()).
  const closing = (action?: () => void) => () => {
    action?.();
    close();
  };
  return (
    <ModalContext.Provider value={api}>
      {children}
      {options && (
        <LazyModal
          {...options}
          isOpen
          onCancel={options.onCancel && closing(options.onCancel)}
          onExit={closing(options.onExit ?? options.onCancel)}
        />
      )}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalApi {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModal outside ModalHost');
  return value;
}
