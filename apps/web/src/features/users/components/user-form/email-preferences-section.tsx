// E-mail preferences: which mails the user receives.
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { EMAIL_PREFERENCES } from '@portal/shared';
import { toggle, type SectionProps } from './form-props';

export function EmailPreferencesSection({ values, onChange }: SectionProps) {
  const { t } = useTranslation('users');
  const { readOnly } = useFormAccess();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('fields.emailPreferences')}</legend>
      <div className="mt-3 flex flex-col gap-2">
        {EMAIL_PREFERENCES.map((p) => (
          <label key={p} className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.emailPreferences.includes(p)}
              disabled={readOnly}
              onChange={(e) =>
                onChange({ emailPreferences: toggle(values.emailPreferences, p, e.target.checked) })
              }
            />
            {t(`values.emailPreferences.${p}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
