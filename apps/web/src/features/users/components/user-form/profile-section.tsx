// Profile: names, e-mail, job title, phones, fax, user type, administrator or standard, language, serial number.
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES } from '@portal/shared';
import { TextField } from '../../../../components/form/fields';
import { useFormAccess } from '../../../../components/form/form-access';
import { ReadOnlyValue } from '../../../../components/form/read-only-value';
import { useUsersAccess } from '../../lib/use-users-access';
import type { UserFormValues } from '../../lib/form-values';
import type { SectionProps } from './form-props';

export function ProfileSection({ values, onChange, self }: SectionProps) {
  const { t } = useTranslation('users');
  const { readOnly } = useFormAccess();
  const { isInternal } = useUsersAccess();
  const text = (
    key:
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'jobTitle'
      | 'mobilePhone'
      | 'secondaryPhone'
      | 'fax'
      | 'serialNumber',
    opts: { required?: boolean; type?: 'email' | 'tel'; autoComplete?: string } = {},
  ) => <TextField<UserFormValues> name={key} label={t(`fields.${key}`)} {...opts} />;
  const radios = <K extends 'userType' | 'accountType'>(
    key: K,
    choices: readonly UserFormValuesOf<K>[],
  ) =>
    readOnly ? (
      <ReadOnlyValue label={t(`fields.${key}`)}>
        {t(`values.${key}.${values[key]}` as 'values.userType.INTERNAL')}
      </ReadOnlyValue>
    ) : (
      <fieldset
        className="flex flex-col gap-1"
        disabled={readOnly || self || (key === 'userType' && !isInternal)}
      >
        <legend className="font-semibold">{t(`fields.${key}`)}</legend>
        <div className="flex flex-wrap gap-4">
          {choices.map((c) => (
            <label key={c} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={key}
                value={c}
                checked={values[key] === c}
                onChange={() => onChange({ [key]: c })}
              />
              {t(`values.${key}.${c}` as 'values.userType.INTERNAL')}
            </label>
          ))}
        </div>
      </fieldset>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text('firstName', { required: true, autoComplete: 'off' })}
      {text('lastName', { required: true })}
      {text('email', { required: true, type: 'email' })}
      {text('jobTitle')}
      {text('mobilePhone', { type: 'tel' })}
      {text('secondaryPhone', { type: 'tel' })}
      {text('fax', { type: 'tel' })}
      {text('serialNumber')}
      {radios('userType', ['EXTERNAL', 'INTERNAL'])}
      {radios('accountType', ['STANDARD', 'ADMINISTRATOR'])}
      {readOnly ? (
        <ReadOnlyValue label={t('fields.preferredLanguage')}>
          <span lang={values.preferredLanguage}>{LOCALE_NAMES[values.preferredLanguage]}</span>
        </ReadOnlyValue>
      ) : (
        <label className="flex flex-col gap-1 font-semibold">
          {t('fields.preferredLanguage')}
          <select
            value={values.preferredLanguage}
            disabled={readOnly}
            onChange={(e) =>
              onChange({ preferredLanguage: e.target.value as typeof values.preferredLanguage })
            }
            className="rounded border border-muted-fg bg-surface px-3 py-2 font-normal disabled:bg-page disabled:text-muted-fg"
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

type UserFormValuesOf<K extends 'userType' | 'accountType'> = SectionProps['values'][K];
