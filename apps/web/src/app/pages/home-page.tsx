// Home: the welcome message, the shown brand's announcements and My Applications. Holders of a
// sales or dealer-portal service role arriving without a hash go to the sales platform instead.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DISPLAY_LOCATION, needsSalesRedirect } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { useConfig } from '../../config/public-config';
import { browser } from '../../lib/browser';
import { decodeJwtClaims } from '../../lib/jwt';
import { LoaderOverlay } from '../../components/loader-overlay';
import { currentLocale } from '../../lib/i18n';
import { filterFor, useNotifications } from '../../features/announcements/api/get-notifications';
import { useUserApplications } from '../../features/applications/api/get-user-applications';
import { useFavourites } from '../../features/applications/api/favourites';
import { AnnouncementList } from '../../features/announcements/announcement-list';
import { MyApplications } from '../../features/applications/my-applications';
import { useTheme } from '../../features/theme/theme-context';
import { useAuth } from '../../features/auth/auth-context';

/**
 * Whether announcements, applications and favourites have all answered: the two sections appear together,
 * so the applications are not pushed down when the announcements arrive (no layout shift).
 */
function useHomeDataPending() {
  const { i18n } = useTranslation();
  const { access } = useAccess();
  const locale = currentLocale(i18n);
  const notifications = useNotifications(filterFor(access, locale, DEFAULT_DISPLAY_LOCATION));
  const applications = useUserApplications(locale);
  const favourites = useFavourites();
  return notifications.isPending || applications.isPending || favourites.isPending;
}

export function HomePage() {
  const { t } = useTranslation();
  const { profile } = useAccess();
  const pending = useHomeDataPending();
  const { brandId } = useTheme();
  const auth = useAuth();
  const config = useConfig();
  const claims = auth.user?.profile;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : (claims?.name ?? '');
  const organization = profile?.organization?.name;
  const roles = decodeJwtClaims(auth.user?.access_token)?.roles;
  const toSales = needsSalesRedirect(roles, window.location.hash);

  useEffect(() => {
    if (toSales) browser.assign(config.salesSsoUrl);
  }, [toSales, config.salesSsoUrl]);

  if (toSales) return <LoaderOverlay />;
  return (
    // A reading width: tiles and announcements in a column the eye can follow, centred.
    <div className="page max-w-5xl">
      <h1 className="page-title">{t('home.welcome', { name })}</h1>
      <p className="mt-1 font-semibold">
        <span className="sr-only">{t('home.organization')}: </span>
        {organization ?? t('home.noOrganization')}
      </p>
      <p className="mt-2 mb-8 text-lg text-muted-fg">{t('home.intro')}</p>
      {pending ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <AnnouncementList brandId={brandId} />
          <MyApplications brandId={brandId} />
        </>
      )}
    </div>
  );
}
