// Error state for users without any active brand: 'No Active Organization Assigned'.
import { useTranslation } from 'react-i18next';

export function NoOrganization({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="no-organization-title">
      <div className="mx-auto max-w-xl rounded-md border-l-4 border-accent bg-surface p-6 shadow-md">
        <h1 id="no-organization-title" className="page-title">
          {t('noOrganization.title')}
        </h1>
        <p className="mt-4">{t('noOrganization.text')}</p>
        <button type="button" className="btn-primary mt-6" onClick={onSignOut}>
          {t('common.signOut')}
        </button>
      </div>
    </section>
  );
}
