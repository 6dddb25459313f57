// The outbox [DEV ONLY]: mails the portal queued, readable here when no SMTP server is configured.
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox';
import { useDateFormat } from '../../../lib/format';
import { UsersDialog } from './dialog';

export function OutboxDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const outbox = useOutbox(isOpen);
  return (
    <UsersDialog title={t('outbox.title')} isOpen={isOpen} onClose={onClose} wide>
      <p className="mb-4 text-sm">{t('outbox.intro')}</p>
      {outbox.data?.items.length === 0 && <p>{t('outbox.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {outbox.data?.items.map((m) => (
          <li key={m.id} className="rounded border border-muted p-3">
            <details>
              <summary className="cursor-pointer">
                <span className="font-semibold">{m.subject}</span> — {m.to} ·{' '}
                {formatDate(m.createdAt, true)} ·{' '}
                {m.sentAt ? t('outbox.sent') : t('outbox.notSent')}
              </summary>
              <pre className="mt-2 whitespace-pre-wrap break-all text-sm">{m.bodyText}</pre>
            </details>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={() => void outbox.refetch()}>
          {t('outbox.refresh')}
        </button>
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </UsersDialog>
  );
}
