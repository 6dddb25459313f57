// The session-expiry dialog exists but is disabled, as the spec says (section 4): tokens are
// renewed silently and an ended session leads back to sign-in. Turning it on shows a notice
// when the session is about to end, with a button to renew it.
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../components/modal';

export const SESSION_EXPIRY_DIALOG_ENABLED = false;

export function SessionExpiryDialog(props: { expiring: boolean; onRenew: () => void }) {
  const { t } = useTranslation();
  if (!SESSION_EXPIRY_DIALOG_ENABLED) return null;
  return (
    <PortalModal
      isOpen={props.expiring}
      title={t('session.expiryTitle')}
      content={t('session.expiryText')}
      confirmLabel={t('session.renew')}
      onConfirm={props.onRenew}
    />
  );
}
