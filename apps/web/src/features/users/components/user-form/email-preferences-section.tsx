// E-mail preferences: which mails the user receives.
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { EMAIL_PREFERENCES } from '@portal/shared';
import type { SectionProps } from './form-props';
import { ValueCheckboxes } from './value-checkboxes';

export function EmailPreferencesSection({ values, onChange }: SectionProps) {
  const { t } = useTranslation('users');
  const { readOnly } = useFormAccess();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('fields.emailPreferences')}</legend>
      <ValueCheckboxes
        className="mt-3 flex flex-col gap-2"
        choices={EMAIL_PREFERENCES}
        selected={values.emailPreferences}
        disabled={readOnly}
        label={(p) => t(`values.emailPreferences.${p}`)}
        onChange={(emailPreferences) => onChange({ emailPreferences })}
      />
    </fieldset>
  );
}
