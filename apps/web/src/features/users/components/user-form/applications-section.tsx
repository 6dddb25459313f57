// Applications: those available for the user's brands and regions, chosen in the one multi-select;
// others still assigned are flagged.
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { MultiSelect } from '../../../../components/multi-select';
import type { SectionProps } from './form-props';

export function ApplicationsSection({ values, options, onChange, self }: SectionProps) {
  const { t } = useTranslation('users');
  const { readOnly } = useFormAccess();
  const available = (a: (typeof options.applications)[number]) =>
    (a.brandId == null || values.brandIds.includes(a.brandId)) &&
    (a.regionCode == null || values.regionCodes.includes(a.regionCode));
  const shown = options.applications.filter(
    (a) => available(a) || values.applicationIds.includes(a.id),
  );
  const label = t('fields.applicationIds');
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{label}</legend>
      <p className="mt-1 text-sm text-muted-fg">{t('applications.intro')}</p>
      {shown.length === 0 ? (
        <p className="mt-3">{t('applications.none')}</p>
      ) : (
        <div className="mt-3">
          <MultiSelect
            label={label}
            labelHidden
            options={shown.map((a) => ({
              id: a.id,
              label: available(a)
                ? a.displayName
                : `${a.displayName} (${t('applications.unavailable')})`,
            }))}
            selected={values.applicationIds}
            onChange={(next) => onChange({ applicationIds: next.map(Number) })}
            // Every application shown may be held: no upper limit of its own.
            max={Infinity}
            readOnly={readOnly || self}
          />
        </div>
      )}
    </fieldset>
  );
}
