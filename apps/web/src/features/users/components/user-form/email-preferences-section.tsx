// E-mail preferences: which mails the user receives, from the one list of kinds the user's own
// preferences screen shows too (same names; the mandatory kinds are always sent).
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { EMAIL_PREFERENCES, MANDATORY_EMAIL_KINDS, type EmailKind } from '@portal/shared';
import type { SectionProps } from './form-props';
import { ValueCheckboxes } from './value-checkboxes';

const CHOICES = EMAIL_PREFERENCES.filter((k) => !MANDATORY_EMAIL_KINDS.includes(k));

export function EmailPreferencesSection({ values, onChange }: SectionProps) {
  const { t } = useTranslation('users');
  const { t: portal } = useTranslation();
  const { readOnly } = useFormAccess();
  const name = (k: EmailKind) => portal(`preferences.emails.kinds.${k}.name`);
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('fields.emailPreferences')}</legend>
      <ValueCheckboxes
        className="mt-3 flex flex-col gap-2"
        choices={CHOICES}
        selected={values.emailPreferences}
        disabled={readOnly}
        label={name}
        onChange={(emailPreferences) =>
          // Mandatory kinds the user's record holds stay as they are.
          onChange({
            emailPreferences: [
              ...values.emailPreferences.filter((k) => MANDATORY_EMAIL_KINDS.includes(k)),
              ...emailPreferences.filter((k) => !MANDATORY_EMAIL_KINDS.includes(k)),
            ],
          })
        }
      />
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        {MANDATORY_EMAIL_KINDS.map((k) => (
          <li key={k}>
            <span className="font-semibold">{name(k)}</span>
            {' – '}
            <span className="text-muted-fg">{portal('preferences.emails.mandatory')}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
