// Home: the welcome message with the user's name, organisation and brands.
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useAccess } from '../../lib/access-context';

export function HomePage() {
  const { t } = useTranslation();
  const { profile, access } = useAccess();
  const claims = useAuth().user?.profile;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : (claims?.name ?? '');
  const organization = profile?.organization?.name ?? (claims?.organization as string | undefined);
  const brands = (access?.brands ?? []).filter((b) => b.status === 'ACTIVE');

  return (
    <section className="page">
      <h1 className="page-title">{t('home.welcome', { name })}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('home.organization')}</dt>
        <dd>{organization ?? t('home.noOrganization')}</dd>
        <dt className="font-semibold">{t('home.brands')}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {brands.map((b) => (
              <li key={b.id} className="rounded-full border border-muted px-3 py-0.5 text-sm">
                {b.name}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
