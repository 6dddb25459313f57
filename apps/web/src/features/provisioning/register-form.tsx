// Registers a SCIM provisioning client: name, locations, brands, regions, roles and lifetime,
// chosen from what the administrator may give (GET /v2/admin/users/options).
import { useState, type FormEvent } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  createProvisioningClientBodySchema,
  type CreatedProvisioningClient,
  type UserOptions,
} from '@portal/shared';
import { MultiSelect, type Option } from '../../components/multi-select';
import { useRegisterClient } from './api';

type Scope = 'locations' | 'roles' | 'brands' | 'regions';
const NO_SCOPE: Record<Scope, Key[]> = { locations: [], roles: [], brands: [], regions: [] };
/** The label of each field of the request body, for the message that names the field to check. */
const FIELD_LABEL: Record<string, string> = {
  name: 'name',
  organizationIds: 'locations',
  brandIds: 'brands',
  regionCodes: 'regions',
  roleIds: 'roles',
  expiresInDays: 'days',
};

export function RegisterForm(props: {
  options: UserOptions;
  onRegistered: (c: CreatedProvisioningClient) => void;
}) {
  const { t } = useTranslation('provisioning');
  const { t: portal } = useTranslation();
  const register = useRegisterClient();
  const [problem, setProblem] = useState<string>();
  const [scope, setScope] = useState(NO_SCOPE);
  const o = props.options;
  const choices: Record<Scope, Option[]> = {
    locations: o.locations.map((l) => ({ id: l.id, label: `${l.name} (${l.code})` })),
    roles: o.roles.filter((r) => r.assignable).map((r) => ({ id: r.id, label: r.displayName })),
    brands: o.brands.filter((b) => b.assignable).map((b) => ({ id: b.id, label: b.name })),
    regions: o.regions
      .filter((r) => r.assignable)
      .map((r) => ({
        id: r.code,
        label: portal(`regions.${r.code}` as never, { defaultValue: r.name }) as string,
      })),
  };
  const chooser = (field: Scope) => (
    <MultiSelect
      label={t(field)}
      options={choices[field]}
      selected={scope[field]}
      onChange={(next) => setScope({ ...scope, [field]: next })}
      max={Math.max(choices[field].length, 1)}
      readOnly={false}
    />
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = e.currentTarget;
    const parsed = createProvisioningClientBodySchema.safeParse({
      name: (f.elements.namedItem('name') as HTMLInputElement).value,
      organizationIds: scope.locations.map(Number),
      brandIds: scope.brands.map(Number),
      regionCodes: scope.regions.map(String),
      roleIds: scope.roles.map(Number),
      expiresInDays: Number((f.elements.namedItem('days') as HTMLInputElement).value),
    });
    if (!parsed.success) {
      const path = String(parsed.error.issues[0]?.path[0] ?? '');
      const label = FIELD_LABEL[path];
      setProblem(t('invalid', { field: label ? t(label as Scope) : path }));
      return;
    }
    setProblem(undefined);
    register.mutate(parsed.data, {
      onSuccess: (c) => {
        f.reset();
        setScope(NO_SCOPE);
        props.onRegistered(c);
      },
      onError: (err) => setProblem(err.message),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-3xl gap-4" aria-label={t('register')}>
      <h2 className="text-lg font-semibold">{t('register')}</h2>
      {problem && (
        <p role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor="name" className="font-semibold">
          {t('name')}
        </label>
        <input id="name" name="name" className="field" required maxLength={100} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {chooser('locations')}
        {chooser('roles')}
        {chooser('brands')}
        {chooser('regions')}
      </div>
      <div className="grid max-w-48 gap-1">
        <label htmlFor="days" className="font-semibold">
          {t('days')}
        </label>
        <input
          id="days"
          name="days"
          type="number"
          min={1}
          max={730}
          defaultValue={365}
          className="field"
        />
      </div>
      <button
        type="submit"
        className="btn-primary justify-self-start"
        disabled={register.isPending}
      >
        {t('registerButton')}
      </button>
    </form>
  );
}
