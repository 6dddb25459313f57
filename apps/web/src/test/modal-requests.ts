// Asking for an app-wide modal in a component test, as the Admin [DEV ONLY] section does.
import { screen, waitFor } from '@testing-library/react';
import { requestModal, type ModalRequest } from '../components/modal-host';

/**
 * Asks for the modal until its dialog shows, and returns the dialog. The compliance host listens
 * from an effect, which React may run just after the page has appeared: a request made at that
 * moment would reach nobody (a person clicks the menu long after).
 */
export function askForModal(name: ModalRequest, dialog: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = screen.queryByRole('dialog', { name: dialog });
      if (found) return found;
      requestModal(name);
      throw new Error(`The dialog "${dialog}" is not open yet.`);
    },
    { timeout: 15_000 },
  );
}
