// Locations (include and exclude lists, preferred first location), brands and regions.
import { useId } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import type { LocationAssignment } from '@portal/shared';
import { MultiSelect } from '../../../../components/multi-select';
import { toggle, type SectionProps } from './form-props';
import { SelectionError } from './selection-error';
import { ChosenList } from './value-checkboxes';

/** The table's columns; the last holds the row's buttons, its header read by screen readers only. */
const COLUMNS = ['location', 'list', 'preferred', 'actions'] as const;

export function LocationsSection(props: SectionProps) {
  const { values, errors, options, onChange, self, user } = props;
  const { readOnly } = useFormAccess();
  const { t } = useTranslation('users');
  const id = useId();
  const locked = readOnly || self;
  // Names of every location shown: the administrator's own, and the user's others (read-only).
  const known = new Map<number, { label: string; inScope: boolean }>();
  for (const l of user?.locations ?? [])
    known.set(l.organizationId, { label: `${l.name} (${l.code})`, inScope: l.inScope });
  for (const l of options.locations)
    known.set(l.id, { label: `${l.name} (${l.code})`, inScope: true });
  const set = (list: LocationAssignment[]) => onChange({ locations: list });
  const patch = (orgId: number, change: Partial<LocationAssignment>) =>
    set(values.locations.map((l) => (l.organizationId === orgId ? { ...l, ...change } : l)));
  /** The picker's new choice: added locations join the include list, unticked ones leave. */
  const choose = (keys: Key[]) => {
    const chosen = new Set(keys.map(Number));
    const kept = values.locations.filter((l) => chosen.has(l.organizationId));
    const added = options.locations.filter(
      (org) => chosen.has(org.id) && !kept.some((l) => l.organizationId === org.id),
    );
    let brandIds = values.brandIds;
    let regionCodes = values.regionCodes;
    const locations = [...kept];
    for (const org of added) {
      const first = !locations.some((l) => l.mode === 'INCLUDE');
      locations.push({ organizationId: org.id, mode: 'INCLUDE', preferred: first });
      // A location's brand and region come along, when the administrator may give them.
      const brand = options.brands.find((b) => b.id === org.brandId);
      const region = options.regions.find((r) => r.code === org.regionCode);
      if (brand?.assignable) brandIds = toggle(brandIds, org.brandId, true);
      if (region?.assignable) regionCodes = toggle(regionCodes, org.regionCode, true);
    }
    onChange({ locations, brandIds, regionCodes });
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset aria-describedby={errors.locations ? `${id}-loc` : undefined}>
        <legend className="text-lg font-semibold">{t('fields.locations')}</legend>
        <SelectionError id={`${id}-loc`} error={errors.locations} field={t('fields.locations')} />
        {values.locations.length === 0 ? (
          <p className="mt-2">{t('locations.none')}</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="border-b border-muted text-left">
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="py-2">
                    {c === 'actions' ? (
                      <span className="sr-only">{t('locations.actions')}</span>
                    ) : (
                      t(`locations.${c}`)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {values.locations.map((l) => {
                const info = known.get(l.organizationId) ?? {
                  label: `#${l.organizationId}`,
                  inScope: false,
                };
                const disabled = locked || !info.inScope;
                return (
                  <tr key={l.organizationId} className="border-b border-muted">
                    <td className="py-2">
                      {info.label}
                      {!info.inScope && (
                        <span className="ml-2 text-xs text-muted-fg">
                          {t('locations.outOfScope')}
                        </span>
                      )}
                    </td>
                    <td className="py-2">
                      {readOnly ? (
                        t(`values.mode.${l.mode}`)
                      ) : (
                        <select
                          aria-label={t('locations.listFor', { location: info.label })}
                          value={l.mode}
                          disabled={disabled}
                          onChange={(e) =>
                            patch(l.organizationId, {
                              mode: e.target.value as LocationAssignment['mode'],
                              preferred: false,
                            })
                          }
                          className="rounded border border-muted-fg bg-surface px-2 py-1"
                        >
                          <option value="INCLUDE">{t('values.mode.INCLUDE')}</option>
                          <option value="EXCLUDE">{t('values.mode.EXCLUDE')}</option>
                        </select>
                      )}
                    </td>
                    <td className="py-2">
                      {readOnly ? (
                        l.preferred ? (
                          t('locations.preferred')
                        ) : (
                          ''
                        )
                      ) : (
                        <input
                          type="radio"
                          name={`${id}-preferred`}
                          aria-label={t('locations.preferredFor', { location: info.label })}
                          checked={l.preferred}
                          disabled={disabled || l.mode !== 'INCLUDE'}
                          onChange={() =>
                            set(
                              values.locations.map((x) => ({
                                ...x,
                                preferred: x.organizationId === l.organizationId,
                              })),
                            )
                          }
                        />
                      )}
                    </td>
                    <td className="py-2 text-right">
                      {!disabled && (
                        <button
                          type="button"
                          className="link"
                          aria-label={t('locations.removeFor', { location: info.label })}
                          onClick={() =>
                            set(
                              values.locations.filter((x) => x.organizationId !== l.organizationId),
                            )
                          }
                        >
                          {t('locations.remove')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {!locked && (
          <div className="mt-3">
            <MultiSelect
              label={t('fields.locations')}
              labelHidden
              showTags={false}
              buttonText={t('locations.add')}
              options={options.locations.map((l) => ({
                id: l.id,
                label: `${l.name} (${l.code})`,
              }))}
              selected={values.locations.map((l) => l.organizationId)}
              onChange={choose}
              max={options.locations.length + values.locations.length}
              readOnly={false}
            />
          </div>
        )}
      </fieldset>
      <CheckGroup
        legend={t('fields.brandIds')}
        error={errors.brandIds}
        items={options.brands.map((b) => ({
          key: String(b.id),
          label: b.name,
          enabled: b.assignable && !locked,
        }))}
        checked={values.brandIds.map(String)}
        onToggle={(key, on) => onChange({ brandIds: toggle(values.brandIds, Number(key), on) })}
        readOnly={readOnly}
      />
      <CheckGroup
        legend={t('fields.regionCodes')}
        error={errors.regionCodes}
        items={options.regions.map((r) => ({
          key: r.code,
          label: r.name,
          enabled: r.assignable && !locked,
        }))}
        checked={values.regionCodes}
        onToggle={(key, on) => onChange({ regionCodes: toggle(values.regionCodes, key, on) })}
        readOnly={readOnly}
      />
      {!locked && <p className="text-sm text-muted-fg">{t('locations.widenNote')}</p>}
    </div>
  );
}

function CheckGroup(props: {
  legend: string;
  error: SectionProps['errors']['brandIds'];
  items: { key: string; label: string; enabled: boolean }[];
  checked: string[];
  onToggle: (key: string, on: boolean) => void;
  readOnly: boolean;
}) {
  const id = useId();
  const { t } = useTranslation('words', { useSuspense: false });
  const none = t('none');
  return (
    <fieldset aria-describedby={props.error ? id : undefined}>
      <legend className="text-lg font-semibold">{props.legend}</legend>
      <SelectionError id={id} error={props.error} field={props.legend} />
      {props.readOnly ? (
        <ChosenList
          labels={props.items.filter((i) => props.checked.includes(i.key)).map((i) => i.label)}
          none={none}
        />
      ) : (
        <div className="mt-2 flex flex-wrap gap-4">
          {props.items.map((item) => (
            <label key={item.key} className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                checked={props.checked.includes(item.key)}
                disabled={!item.enabled || props.readOnly}
                onChange={(e) => props.onToggle(item.key, e.target.checked)}
              />
              {item.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
