// Preferred language: kept on the user record (e.g. for e-mails) and applied to the interface.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@portal/shared';
import { SelectInput } from '../../components/form/inputs';
import { changeLocale } from '../../lib/i18n';
import { usePatchUser } from './api/patch-user';
import { SaveBar } from './save-bar';

export function LanguagePreference({ initial }: { initial: string }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<Locale>(isLocale(initial) ? initial : 'en');
  const save = usePatchUser();
  return (
    <form
      className="grid max-w-md gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { field: 'preferredLanguage', value },
          { onSuccess: () => void changeLocale(i18n, value) },
        );
      }}
    >
      <h2 className="text-xl font-bold">{t('preferences.language.title')}</h2>
      <p>{t('preferences.language.intro')}</p>
      <SelectInput
        label={t('preferences.fields.preferredLanguage')}
        value={value}
        onChange={(v) => {
          save.reset();
          if (isLocale(v)) setValue(v);
        }}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      />
      <SaveBar save={save} />
    </form>
  );
}
