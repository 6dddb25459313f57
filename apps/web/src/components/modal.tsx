// The one modal of the web app (spec section 2's generic state): title, content or a component,
// confirm, cancel, exit (the close button), wide, container, unclosable, loading. Built on React
// Aria's modal dialog: focus trapped inside and given back on close, Escape and an outside click
// close unless unclosable, the title is the dialog's accessible name. Open it with `isOpen` where
// the page holds the dialog's state, or with useModal().open() (modal-host) from anywhere.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './close-icon';

export interface ModalOptions {
  title: string;
  /** A text body. */
  content?: ReactNode;
  /** A component body, under the content. */
  component?: ReactNode;
  confirmLabel?: string;
  onConfirm?: () => void;
  cancelLabel?: string;
  onCancel?: () => void;
  /** The close button and Escape; defaults to cancel. */
  onExit?: () => void;
  wide?: boolean;
  /** No close button, no Escape, no outside click; only the modal's own buttons close it. */
  unclosable?: boolean;
  isLoading?: boolean;
  /** A destructive confirm (delete) gets the danger look. */
  danger?: boolean;
  /** Where the overlay is put in the document (default: the end of body). */
  container?: Element | undefined;
  /** 'alertdialog' for a question that interrupts (a deletion to confirm). */
  role?: 'dialog' | 'alertdialog';
}

export interface PortalModalProps extends ModalOptions {
  isOpen: boolean;
  children?: ReactNode;
}

export function PortalModal(props: PortalModalProps) {
  const { t } = useTranslation();
  const { title, content, component, children, wide, unclosable, isLoading, danger } = props;
  const { container, role } = props;
  const exit = props.onExit ?? props.onCancel;
  return (
    <ModalOverlay
      isOpen={props.isOpen}
      isDismissable={!unclosable && !isLoading}
      isKeyboardDismissDisabled={unclosable || isLoading}
      onOpenChange={(open) => {
        if (!open) exit?.();
      }}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/50 p-4 sm:items-center"
      // React Aria's own prop for the container (its provider is not exported by the components).
      UNSTABLE_portalContainer={container}
    >
      <Modal
        className={`w-full rounded-lg bg-surface text-page-fg shadow-xl ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
      >
        <Dialog
          role={role ?? 'dialog'}
          className="relative max-h-[90vh] overflow-y-auto p-6 outline-none"
          aria-busy={isLoading || undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="text-xl font-bold">
              {title}
            </Heading>
            {!unclosable && exit && (
              <Button
                aria-label={t('common.close')}
                onPress={exit}
                isDisabled={isLoading}
                className="-m-1 rounded p-1 text-muted-fg hover:text-page-fg"
              >
                <CloseIcon />
              </Button>
            )}
          </div>
          {content && <div className="mt-4">{content}</div>}
          {component && <div className="mt-4">{component}</div>}
          {children && <div className="mt-4">{children}</div>}
          {(props.onConfirm || props.onCancel) && (
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              {props.onCancel && (
                <Button className="btn-secondary" onPress={props.onCancel} isDisabled={isLoading}>
                  {props.cancelLabel ?? t('common.cancel')}
                </Button>
              )}
              {props.onConfirm && (
                <Button
                  className={danger ? 'btn-danger' : 'btn-primary'}
                  onPress={props.onConfirm}
                  isDisabled={isLoading}
                >
                  {isLoading ? t('common.loading') : (props.confirmLabel ?? t('common.confirm'))}
                </Button>
              )}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
