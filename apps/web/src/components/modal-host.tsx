// The generic modal state: one modal at a time, opened from anywhere with useModal().open(...).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ModalOptions } from './modal';
import { LazyModal } from './lazy-modal';

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
