// Requests to open an app-wide modal (the compliance flows: attestation, change password) from
// anywhere, e.g. the developers' menu, without features importing each other.
import { useEffect } from 'react';

export type ModalRequest = 'adminAttestation' | 'changePassword';

const EVENT = 'portal:open-modal';

export function requestModal(name: ModalRequest): void {
  window.dispatchEvent(new CustomEvent<ModalRequest>(EVENT, { detail: name }));
}

/** Runs `onRequest` when the named modal is asked for. */
export function useModalRequest(name: ModalRequest, onRequest: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<ModalRequest>).detail === name) onRequest();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [name, onRequest]);
}
