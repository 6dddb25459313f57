// Roles and permissions: roles grouped by permission set (one of a few as radios where the set
// says choose one, any number in the one multi-select otherwise), digital permissions.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { MultiSelect } from '../../../../components/multi-select';
import { DIGITAL_PERMISSIONS, type RoleAssignment, type UserOptions } from '@portal/shared';
import { toggle, type SectionProps } from './form-props';
import { SelectionError } from './selection-error';
import { ChosenList, ValueCheckboxes } from './value-checkboxes';

type Role = UserOptions['roles'][number];

export function RolesSection(props: SectionProps) {
  const { values, errors, options, onChange, self, user } = props;
  const { readOnly } = useFormAccess();
  const { t } = useTranslation('users');
  const id = useId();
  const locked = readOnly || self;
  const roleById = new Map(options.roles.map((r) => [r.id, r]));
  const held = (roleId: number) => values.roles.find((r) => r.roleId === roleId);
  const included = values.locations.filter((l) => l.mode === 'INCLUDE');
  const preferred =
    included.find((l) => l.preferred)?.organizationId ?? included[0]?.organizationId ?? null;
  const locationName = (orgId: number) => {
    const own = options.locations.find((l) => l.id === orgId);
    const other = user?.locations.find((l) => l.organizationId === orgId);
    return own
      ? `${own.name} (${own.code})`
      : other
        ? `${other.name} (${other.code})`
        : `#${orgId}`;
  };
  const setRoles = (roles: RoleAssignment[]) => onChange({ roles });
  const enabled = (role: Role) => !locked && role.assignable;
  const inSets = new Set(options.permissionSets.flatMap((s) => s.roleIds));
  const others = options.roles.filter((r) => !inSets.has(r.id) && (r.assignable || held(r.id)));

  const roleLabel = (role: Role) => (
    <>
      {role.displayName}
      {role.singular && <span className="ml-1 text-xs text-muted-fg">({t('roles.singular')})</span>}
    </>
  );
  const locationPicker = (role: Role) => {
    const h = held(role.id);
    if (!h || !role.singular) return null;
    if (readOnly)
      return (
        <p className="text-sm">
          {t('roles.locationFor', { role: role.displayName })}:{' '}
          {h.organizationId ? locationName(h.organizationId) : '—'}
        </p>
      );
    return (
      <select
        aria-label={t('roles.locationFor', { role: role.displayName })}
        value={h.organizationId ?? ''}
        disabled={!enabled(role)}
        onChange={(e) =>
          setRoles(
            values.roles.map((r) =>
              r.roleId === role.id ? { ...r, organizationId: Number(e.target.value) || null } : r,
            ),
          )
        }
        className="mt-1 rounded border border-muted-fg bg-surface px-2 py-1 text-sm"
      >
        <option value="">{t('roles.chooseLocation')}</option>
        {included.map((l) => (
          <option key={l.organizationId} value={l.organizationId}>
            {locationName(l.organizationId)}
          </option>
        ))}
      </select>
    );
  };
  const roleText = (role: Role) =>
    role.singular ? `${role.displayName} (${t('roles.singular')})` : role.displayName;
  /** Any number of the roles, in the one multi-select; held roles not ours to remove stay. */
  const chooseAny = (roles: Role[], label: string) => {
    const ids = new Set(roles.map((r) => r.id));
    const offered = roles.filter((r) => r.assignable || held(r.id));
    const change = (next: Set<number>) =>
      setRoles([
        ...values.roles.filter(
          (r) => !ids.has(r.roleId) || next.has(r.roleId) || !roleById.get(r.roleId)?.assignable,
        ),
        ...[...next]
          .filter((id) => !held(id))
          .map((roleId) => ({ roleId, organizationId: preferred })),
      ]);
    return (
      <div className="flex flex-col gap-2">
        <MultiSelect
          label={label}
          labelHidden
          options={offered.map((r) => ({ id: r.id, label: roleText(r) }))}
          selected={offered.filter((r) => held(r.id)).map((r) => r.id)}
          onChange={(next) => change(new Set(next.map(Number)))}
          max={Infinity}
          readOnly={locked}
        />
        {offered.map((role) => {
          const picker = locationPicker(role);
          return picker && <div key={role.id}>{picker}</div>;
        })}
      </div>
    );
  };

  return (
    <div
      className="flex flex-col gap-6"
      aria-describedby={errors.roles ? `${id}-roles` : undefined}
    >
      <SelectionError id={`${id}-roles`} error={errors.roles} field={t('fields.roles')} />
      {options.permissionSets.map((set) => {
        const roles = set.roleIds.map((r) => roleById.get(r)).filter((r): r is Role => Boolean(r));
        const single = set.selectionMode === 'SINGLE';
        const chosen = roles.find((r) => held(r.id));
        const whole = values.permissionSetIds.includes(set.id);
        return (
          <fieldset key={set.id} className="rounded-md border border-muted p-4">
            <legend className="px-1 text-lg font-semibold">
              {set.displayName}{' '}
              <span className="text-sm font-normal text-muted-fg">
                {single ? t('roles.chooseOne') : t('roles.chooseAny')}
              </span>
            </legend>
            {readOnly ? (
              <div className="flex flex-col gap-2">
                <ChosenList
                  labels={[
                    ...(whole ? [t('roles.wholeSet', { set: set.displayName })] : []),
                    ...roles.filter((r) => held(r.id)).map(roleText),
                  ]}
                  none={t('roles.none')}
                />
                {roles.map((role) => {
                  const picker = locationPicker(role);
                  return picker && <div key={role.id}>{picker}</div>;
                })}
              </div>
            ) : single ? (
              <div className="flex flex-col gap-2">
                <label className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-set-${set.id}`}
                    checked={!chosen}
                    disabled={locked || (chosen ? !chosen.assignable : false)}
                    onChange={() =>
                      setRoles(values.roles.filter((r) => !set.roleIds.includes(r.roleId)))
                    }
                  />
                  {t('roles.none')}
                </label>
                {roles.map((role) => (
                  <div key={role.id} className="flex flex-col">
                    <label className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name={`${id}-set-${set.id}`}
                        checked={chosen?.id === role.id}
                        disabled={!enabled(role) || (chosen ? !chosen.assignable : false)}
                        onChange={() =>
                          setRoles([
                            ...values.roles.filter((r) => !set.roleIds.includes(r.roleId)),
                            { roleId: role.id, organizationId: preferred },
                          ])
                        }
                      />
                      {roleLabel(role)}
                    </label>
                    <div className="ml-6">{locationPicker(role)}</div>
                  </div>
                ))}
              </div>
            ) : (
              <div className="flex flex-col gap-2">
                <label className="inline-flex items-center gap-2 font-semibold">
                  <input
                    type="checkbox"
                    checked={whole}
                    disabled={locked || !roles.every((r) => r.assignable)}
                    onChange={(e) =>
                      onChange({
                        permissionSetIds: toggle(values.permissionSetIds, set.id, e.target.checked),
                      })
                    }
                  />
                  {t('roles.wholeSet', { set: set.displayName })}
                </label>
                {chooseAny(roles, set.displayName)}
              </div>
            )}
          </fieldset>
        );
      })}
      {others.length > 0 && (
        <fieldset className="rounded-md border border-muted p-4">
          <legend className="px-1 text-lg font-semibold">{t('roles.otherRoles')}</legend>
          {chooseAny(others, t('roles.otherRoles'))}
        </fieldset>
      )}
      <fieldset className="rounded-md border border-muted p-4">
        <legend className="px-1 text-lg font-semibold">{t('fields.digitalPermissions')}</legend>
        <ValueCheckboxes
          className="flex flex-wrap gap-4"
          choices={DIGITAL_PERMISSIONS}
          selected={values.digitalPermissions}
          disabled={locked}
          label={(p) => t(`values.digitalPermissions.${p}`)}
          onChange={(digitalPermissions) => onChange({ digitalPermissions })}
        />
      </fieldset>
    </div>
  );
}
