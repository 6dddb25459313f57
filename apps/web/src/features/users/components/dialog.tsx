// A modal dialog (React Aria: focus kept inside, Escape closes, title as the accessible name).
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface UsersDialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wide dialogs for lists (the outbox). */
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
}

export function UsersDialog({ title, isOpen, onClose, children, wide, role }: UsersDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
    >
      <Modal
        className={`max-h-[90vh] w-full overflow-auto rounded-lg bg-surface p-6 shadow-xl ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
      >
        <Dialog role={role ?? 'dialog'} className="outline-none">
          <Heading slot="title" className="mb-4 text-xl font-bold">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
