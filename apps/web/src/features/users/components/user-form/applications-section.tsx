// Applications: those available for the user's brands and regions; others still assigned are flagged.
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { toggle, type SectionProps } from './form-props';

export function ApplicationsSection({ values, options, onChange, self }: SectionProps) {
  const { t } = useTranslation('users');
  const { readOnly } = useFormAccess();
  const available = (a: (typeof options.applications)[number]) =>
    (a.brandId == null || values.brandIds.includes(a.brandId)) &&
    (a.regionCode == null || values.regionCodes.includes(a.regionCode));
  const shown = options.applications.filter(
    (a) => available(a) || values.applicationIds.includes(a.id),
  );
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{t('fields.applicationIds')}</legend>
      <p className="mt-1 text-sm text-muted-fg">{t('applications.intro')}</p>
      {shown.length === 0 && <p className="mt-3">{t('applications.none')}</p>}
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((a) => (
          <label key={a.id} className="inline-flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={values.applicationIds.includes(a.id)}
              disabled={readOnly || self}
              onChange={(e) =>
                onChange({ applicationIds: toggle(values.applicationIds, a.id, e.target.checked) })
              }
            />
            <span>
              {a.displayName}
              {!available(a) && (
                <span className="block text-xs text-danger">{t('applications.unavailable')}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
