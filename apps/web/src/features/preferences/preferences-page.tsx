// Global preferences (/preferences/:path?): profile fields the user may change, e-mail
// preferences, preferred language and security question; one tab per path, one form (one Save) per tab.
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { useTabs } from '../../components/tabs';
import { PortalLocale } from '../../components/portal-locale';
import { currentLocale } from '../../lib/i18n';
import { usePreferences } from './api/get-preferences';
import { ProfileForm } from './profile-form';
import { ReadOnlyData } from './read-only-data';
import { EmailPreferences } from './email-preferences';
import { LanguagePreference } from './language-preference';
import { SecurityQuestion } from './security-question';
import { toPreferences } from '../../lib/route-links';

export const PREFERENCE_TABS = ['profile', 'emails', 'language', 'security'] as const;
type PreferenceTab = (typeof PREFERENCE_TABS)[number];

const isTab = (v: unknown): v is PreferenceTab => PREFERENCE_TABS.includes(v as PreferenceTab);

export function PreferencesPage() {
  const { t, i18n } = useTranslation();
  const { path } = useParams();
  const navigate = useNavigate();
  const { profile } = useAccess();
  const preferences = usePreferences(currentLocale(i18n));
  const tab: PreferenceTab = isTab(path) ? path : 'profile';
  const tabs = useTabs(PREFERENCE_TABS, tab, (id) => void navigate(toPreferences({ tab: id })));
  if (!profile) return null;
  const panel = (id: PreferenceTab) => ({ ...tabs.panel(id), className: 'outline-none' });

  return (
    <PortalLocale>
      <div className="page">
        <h1 className="page-title">{t('pages.preferences')}</h1>
        <p className="mt-2 mb-6 text-lg text-muted-fg">{t('preferences.intro')}</p>
        <div
          {...tabs.tabList}
          aria-label={t('pages.preferences')}
          className="mb-6 flex flex-wrap gap-1 border-b-2 border-muted"
        >
          {PREFERENCE_TABS.map((id) => (
            <button
              key={id}
              {...tabs.tab(id)}
              className="-mb-0.5 cursor-pointer border-b-4 border-transparent px-4 py-2 font-semibold aria-selected:border-accent"
            >
              {t(`preferences.tabs.${id}`)}
            </button>
          ))}
        </div>
        {tab === 'profile' && (
          <div {...panel('profile')}>
            <h2 className="mb-4 text-xl font-bold">{t('preferences.tabs.profile')}</h2>
            <ProfileForm initial={profile} />
            <ReadOnlyData profile={profile} data={preferences.data} />
          </div>
        )}
        {tab === 'emails' && (
          <div {...panel('emails')}>
            {preferences.data ? (
              <EmailPreferences selected={preferences.data.emailPreferences} />
            ) : (
              <p role="status">{t('common.loading')}</p>
            )}
          </div>
        )}
        {tab === 'language' && (
          <div {...panel('language')}>
            <LanguagePreference initial={profile.preferredLanguage} />
          </div>
        )}
        {tab === 'security' && (
          <div {...panel('security')}>
            {preferences.data ? (
              <SecurityQuestion current={preferences.data.securityQuestion} />
            ) : (
              <p role="status">{t('common.loading')}</p>
            )}
          </div>
        )}
      </div>
    </PortalLocale>
  );
}
