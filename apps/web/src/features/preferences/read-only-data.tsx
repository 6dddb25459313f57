// What users may not change themselves (applications, permissions, locations, roles, some contact
// fields), shown read-only with the advice to ask an administrator.
import { useTranslation } from 'react-i18next';
import type { UserPreferences, UserProfile } from '@portal/shared';
import { InfoAlert } from '../../components/info-alert';

/** Long lists scroll; the scrolling box is then reachable with the keyboard. */
const SCROLL_FROM = 12;

function Values({ items, label }: { items: readonly string[]; label: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <span className="text-muted-fg">{t('preferences.none')}</span>;
  const scrolls = items.length > SCROLL_FROM;
  return (
    <ul
      className={`flex flex-wrap gap-2 ${scrolls ? 'max-h-48 overflow-y-auto rounded border border-muted p-2' : ''}`}
      {...(scrolls ? { tabIndex: 0, 'aria-label': label } : {})}
    >
      {items.map((v) => (
        <li key={v} className="rounded-full border border-muted bg-page px-3 py-0.5 text-sm">
          {v}
        </li>
      ))}
    </ul>
  );
}

export function ReadOnlyData(props: { profile: UserProfile; data: UserPreferences | undefined }) {
  const { t } = useTranslation();
  const { profile, data } = props;
  const rows: [string, readonly string[]][] = [
    [t('preferences.fields.name'), [`${profile.firstName} ${profile.lastName}`]],
    [t('preferences.fields.email'), [profile.email]],
    [t('preferences.fields.userType'), [t(`preferences.userType.${profile.userType}`)]],
    [t('preferences.fields.roles'), data?.roles ?? []],
    [t('preferences.fields.permissionSets'), data?.permissionSets ?? []],
    [t('preferences.fields.applications'), data?.applications ?? []],
    [
      t('preferences.fields.locations'),
      (data?.locations ?? []).map((l) => `${l.name} (${l.city})`),
    ],
    [t('preferences.fields.brands'), (data?.brands ?? []).map((b) => b.name)],
    [
      t('preferences.fields.regions'),
      (data?.regions ?? []).map((r) => t(`regions.${r.code}`, { defaultValue: r.name })),
    ],
  ];
  return (
    <section aria-labelledby="read-only-title" className="mt-8">
      <h3 id="read-only-title" className="mb-3 text-lg font-bold">
        {t('preferences.readOnlyTitle')}
      </h3>
      <InfoAlert>{t('preferences.askAdministrator')}</InfoAlert>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, items]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>
              <Values items={items} label={label} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
