// Registers a SCIM provisioning client: name, locations, brands, regions, roles and lifetime,
// chosen from what the administrator may give (GET /v2/admin/users/options).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createProvisioningClientBodySchema,
  type CreatedProvisioningClient,
  type UserOptions,
} from '@portal/shared';
import { useRegisterClient } from './api';

const selected = (e: HTMLSelectElement) => [...e.selectedOptions].map((o) => o.value);

function MultiSelect(props: {
  id: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <select id={props.id} name={props.id} multiple size={5} className="field">
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function RegisterForm(props: {
  options: UserOptions;
  onRegistered: (c: CreatedProvisioningClient) => void;
}) {
  const { t } = useTranslation('provisioning');
  const { t: portal } = useTranslation();
  const register = useRegisterClient();
  const [problem, setProblem] = useState<string>();
  const o = props.options;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = e.currentTarget;
    const pick = (name: string) => selected(f.elements.namedItem(name) as HTMLSelectElement);
    const parsed = createProvisioningClientBodySchema.safeParse({
      name: (f.elements.namedItem('name') as HTMLInputElement).value,
      organizationIds: pick('locations').map(Number),
      brandIds: pick('brands').map(Number),
      regionCodes: pick('regions'),
      roleIds: pick('roles').map(Number),
      expiresInDays: Number((f.elements.namedItem('days') as HTMLInputElement).value),
    });
    if (!parsed.success) {
      setProblem(t('invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') }));
      return;
    }
    setProblem(undefined);
    register.mutate(parsed.data, {
      onSuccess: (c) => {
        f.reset();
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
        <MultiSelect
          id="locations"
          label={t('locations')}
          options={o.locations.map((l) => ({ value: String(l.id), label: `${l.code} ${l.name}` }))}
        />
        <MultiSelect
          id="roles"
          label={t('roles')}
          options={o.roles
            .filter((r) => r.assignable)
            .map((r) => ({ value: String(r.id), label: r.displayName }))}
        />
        <MultiSelect
          id="brands"
          label={t('brands')}
          options={o.brands
            .filter((b) => b.assignable)
            .map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <MultiSelect
          id="regions"
          label={t('regions')}
          options={o.regions
            .filter((r) => r.assignable)
            .map((r) => ({
              value: r.code,
              label: portal(`regions.${r.code}` as never, { defaultValue: r.name }) as string,
            }))}
        />
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
