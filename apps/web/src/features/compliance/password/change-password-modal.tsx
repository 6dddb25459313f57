// The change-password modal: unclosable when the required action opened it. An expired password
// first shows the password-expired prompt (spec section 8); success shows a message whose close
// button reloads the page; a failure shows under the `changePassword` title and the form stays.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../../components/modal';
import { browser } from '../../../lib/browser';
import { errorText } from '../../../lib/error-text';
import { errorDetails } from '../../../lib/api-client';
import { useChangePassword } from '../api/password';
import { ChangePasswordForm } from './change-password-form';

export interface ChangePasswordModalProps {
  /** The name parts a password must not contain (the token's name claim). */
  names: readonly (string | undefined)[];
  unclosable: boolean;
  /** Opens with the password-expired prompt. */
  expired?: boolean;
  /** A change the person chose (not a required action): asks for the current password. */
  askCurrent?: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({
  names,
  unclosable,
  expired = false,
  askCurrent = false,
  onClose,
}: ChangePasswordModalProps) {
  const { t } = useTranslation('compliance');
  const { t: tp } = useTranslation();
  const [prompting, setPrompting] = useState(expired);
  const change = useChangePassword();
  // The prompt and the form close alike: not at all where the change is required.
  const closing = { unclosable, onExit: unclosable ? undefined : onClose };

  if (prompting) {
    return (
      <PortalModal
        isOpen
        title={t('passwordExpired.title')}
        {...closing}
        content={<p>{t('passwordExpired.text')}</p>}
        confirmLabel={t('passwordExpired.choose')}
        onConfirm={() => setPrompting(false)}
      />
    );
  }
  if (change.isSuccess) {
    return (
      <PortalModal
        isOpen
        title={t('changePassword')}
        unclosable
        content={<p role="status">{t('changed')}</p>}
        confirmLabel={tp('common.close')}
        onConfirm={() => browser.reload()}
      />
    );
  }
  return (
    <PortalModal isOpen title={t('changePassword')} {...closing} isLoading={change.isPending}>
      {change.isError && (
        <div role="alert" className="mb-4 rounded-md border-l-4 border-danger bg-surface p-3">
          <p className="font-semibold text-danger">{t('changePassword')}</p>
          <p>{errorText(tp, change.error)}</p>
          {errorDetails(change.error) !== errorText(tp, change.error) && (
            <p className="text-sm text-muted-fg">{errorDetails(change.error)}</p>
          )}
        </div>
      )}
      <ChangePasswordForm
        names={names}
        askCurrent={askCurrent}
        busy={change.isPending}
        onSubmit={(body) => change.mutate(body)}
      />
    </PortalModal>
  );
}
