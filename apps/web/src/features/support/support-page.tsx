// Help and support: who administers the user's dealer locations and how to reach them, or the
// way to the service desk when there is nobody.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportAdministrator } from '@portal/shared';
import { useConfig } from '../../config/public-config';
import { InfoAlert } from '../../components/info-alert';
import { ErrorPanel } from '../../components/error-panel';
import { errorDetails } from '../../lib/api-client';
import { useSupportAdministrators } from './api/get-support-administrators';

function AdministratorCard({ admin }: { admin: SupportAdministrator }) {
  const { t } = useTranslation();
  const name = `${admin.firstName} ${admin.lastName}`;
  const phones = [admin.mobilePhone, admin.secondaryPhone].filter((p): p is string => Boolean(p));
  return (
    <li className="rounded-md border border-muted bg-surface p-4 shadow-sm">
      <h3 className="text-lg font-semibold">{name}</h3>
      {admin.jobTitle && <p className="text-muted-fg">{admin.jobTitle}</p>}
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('support.email')}</dt>
        <dd>
          <a className="link break-all" href={`mailto:${admin.email}`}>
            {admin.email}
          </a>
        </dd>
        {phones.map((phone, i) => (
          <div key={phone} className="contents">
            <dt className="font-semibold">
              {i === 0 ? t('support.phone') : t('support.otherPhone')}
            </dt>
            <dd>
              <a className="link" href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
                {phone}
              </a>
            </dd>
          </div>
        ))}
        <dt className="font-semibold">{t('support.locations')}</dt>
        <dd>{admin.locations.map((l) => `${l.name} (${l.city})`).join(', ')}</dd>
      </dl>
    </li>
  );
}

export function SupportPage({ announcements }: { announcements?: ReactNode }) {
  const { t } = useTranslation();
  const config = useConfig();
  const query = useSupportAdministrators();
  const contact = (
    <a className="link" href={config.legalLinks.contact}>
      {t('support.contactSupport')}
    </a>
  );
  return (
    <div className="page">
      <h1 className="page-title">{t('pages.support')}</h1>
      <p className="mt-2 mb-6 text-lg text-muted-fg">{t('support.intro')}</p>
      {announcements}
      <h2 className="mb-3 text-2xl font-bold">{t('support.administrators')}</h2>
      {query.isPending && <p role="status">{t('common.loading')}</p>}
      {query.isError && (
        <ErrorPanel message={t('support.loadFailed')} details={errorDetails(query.error)} />
      )}
      {query.data && query.data.length === 0 && (
        <InfoAlert title={t('support.noAdministrators')}>
          <p>
            {t('support.noAdministratorsHelp')} {contact}
          </p>
        </InfoAlert>
      )}
      {query.data && query.data.length > 0 && (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {query.data.map((a) => (
              <AdministratorCard key={a.id} admin={a} />
            ))}
          </ul>
          <p className="mt-6">
            {t('support.stillStuck')} {contact}
          </p>
        </>
      )}
    </div>
  );
}
