// Every admin field of an application: names, link, region and brand, the descriptive lists, the
// web security roles that decide who sees it, the Admin-menu features, identity-provider user, rules.
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { SelectInput, TextInput } from '../../../components/form-field';
import { MultiSelect } from '../../../components/multi-select';
import { TagInput } from '../components/tag-input';
import { fieldBinder, type EditorForm } from '../components/use-editor-form';
import type { ApplicationForm } from './application-form';

const LISTS = [
  'categories',
  'contractCodes',
  'contractTypes',
  'primaryTasks',
  'typicalUsers',
  'views',
  'subTypes',
] as const;

export function ApplicationFields(props: {
  form: EditorForm<ApplicationForm>;
  readOnly: boolean;
  choices: CatalogChoices | undefined;
}) {
  const { t } = useTranslation('catalog');
  const { form, readOnly, choices: c } = props;
  const { values: v, set, errors } = form;
  const common = { readOnly };
  const field = fieldBinder(form, readOnly);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextInput
          {...field('title')}
          label={t('applications.fields.title')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <TextInput
          {...field('displayName')}
          label={t('applications.fields.displayName')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <TextInput
          {...field('link')}
          label={t('applications.fields.link')}
          required
          hint={t('applications.hints.link')}
        />
        <TextInput
          {...field('idpUserId')}
          label={t('applications.fields.idpUserId')}
          maxLength={CATALOG_LIMITS.text}
        />
        <SelectInput
          {...field('regionCode')}
          label={t('applications.fields.region')}
          options={[
            { value: '', label: t('applications.allRegions') },
            ...(c?.regions ?? []).map((r) => ({ value: r.code, label: r.name })),
          ]}
        />
        <SelectInput
          {...field('brandId')}
          label={t('applications.fields.brand')}
          options={[
            { value: '', label: t('applications.allBrands') },
            ...(c?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
      </div>
      <TextInput
        {...field('description')}
        label={t('applications.fields.description')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
      />
      <MultiSelect
        {...common}
        label={t('applications.fields.roles')}
        hint={t('applications.hints.roles')}
        options={(c?.roles ?? []).map((r) => ({ id: r.id, label: r.displayName, detail: r.name }))}
        selected={v.roleIds}
        error={errors.roleIds}
        onChange={(k) => set('roleIds', k.map(Number))}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {LISTS.map((key) => (
          <TagInput
            key={key}
            {...common}
            label={t(`applications.fields.${key}`)}
            values={v[key]}
            error={errors[key]}
            onChange={(x) => set(key, x)}
          />
        ))}
        <MultiSelect
          {...common}
          label={t('applications.fields.features')}
          hint={t('applications.hints.features')}
          options={(c?.features ?? []).map((f) => ({ id: f, label: f }))}
          selected={v.features}
          error={errors.features}
          onChange={(k) => set('features', k.map(String))}
        />
      </div>
      <TextInput
        {...field('customRules')}
        label={t('applications.fields.customRules')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
        hint={t('applications.hints.customRules')}
      />
    </>
  );
}
