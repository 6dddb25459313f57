// Global preferences (/preferences/:path?): profile fields the user may change, e-mail
// preferences, preferred language and security question; one tab per path.
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { usePreferences } from './api/get-preferences';
import { FieldEditor } from './field-editor';
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
  if (!profile) return null;

  return (
    <div className="page">
      <h1 className="page-title">{t('pages.preferences')}</h1>
      <p className="mt-2 mb-6 text-lg text-muted-fg">{t('preferences.intro')}</p>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key: Key) => void navigate(toPreferences({ tab: String(key) }))}
      >
        <TabList
          aria-label={t('pages.preferences')}
          className="mb-6 flex flex-wrap gap-1 border-b-2 border-muted"
        >
          {PREFERENCE_TABS.map((id) => (
            <Tab
              key={id}
              id={id}
              className="-mb-0.5 cursor-pointer border-b-4 border-transparent px-4 py-2 font-semibold outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[selected]:border-accent"
            >
              {t(`preferences.tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="profile" className="outline-none">
          <h2 className="mb-4 text-xl font-bold">{t('preferences.tabs.profile')}</h2>
          <div className="grid gap-5">
            <FieldEditor field="jobTitle" initial={profile.jobTitle} />
            <FieldEditor field="mobilePhone" initial={profile.mobilePhone} />
            <FieldEditor field="secondaryPhone" initial={profile.secondaryPhone} />
            <FieldEditor field="fax" initial={profile.fax} />
          </div>
          <ReadOnlyData profile={profile} data={preferences.data} />
        </TabPanel>
        <TabPanel id="emails" className="outline-none">
          {preferences.data ? (
            <EmailPreferences selected={preferences.data.emailPreferences} />
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
        </TabPanel>
        <TabPanel id="language" className="outline-none">
          <LanguagePreference initial={profile.preferredLanguage} />
        </TabPanel>
        <TabPanel id="security" className="outline-none">
          {preferences.data ? (
            <SecurityQuestion current={preferences.data.securityQuestion} />
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
