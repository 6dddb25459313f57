// Every admin field of an application: names, link, region and brand, the descriptive lists, the
// web security roles that decide who sees it, the Admin-menu features, identity-provider user, rules.
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { MultiSelect } from '../components/multi-select';
import { TagInput } from '../components/tag-input';
import { SelectField, TextField } from '../components/fields';
import type { EditorForm } from '../components/use-editor-form';
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
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          {...common}
          label={t('applications.fields.title')}
          required
          value={v.title}
          maxLength={CATALOG_LIMITS.text}
          error={errors.title}
          onChange={(x) => set('title', x)}
        />
        <TextField
          {...common}
          label={t('applications.fields.displayName')}
          required
          value={v.displayName}
          maxLength={CATALOG_LIMITS.text}
          error={errors.displayName}
          onChange={(x) => set('displayName', x)}
        />
        <TextField
          {...common}
          label={t('applications.fields.link')}
          required
          value={v.link}
          error={errors.link}
          hint={t('applications.hints.link')}
          onChange={(x) => set('link', x)}
        />
        <TextField
          {...common}
          label={t('applications.fields.idpUserId')}
          value={v.idpUserId}
          maxLength={CATALOG_LIMITS.text}
          error={errors.idpUserId}
          onChange={(x) => set('idpUserId', x)}
        />
        <SelectField
          {...common}
          label={t('applications.fields.region')}
          value={v.regionCode}
          error={errors.regionCode}
          options={[
            { value: '', label: t('applications.allRegions') },
            ...(c?.regions ?? []).map((r) => ({ value: r.code, label: r.name })),
          ]}
          onChange={(x) => set('regionCode', x)}
        />
        <SelectField
          {...common}
          label={t('applications.fields.brand')}
          value={v.brandId}
          error={errors.brandId}
          options={[
            { value: '', label: t('applications.allBrands') },
            ...(c?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          onChange={(x) => set('brandId', x)}
        />
      </div>
      <TextField
        {...common}
        label={t('applications.fields.description')}
        multiline
        value={v.description}
        maxLength={CATALOG_LIMITS.longText}
        error={errors.description}
        onChange={(x) => set('description', x)}
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
      <TextField
        {...common}
        label={t('applications.fields.customRules')}
        multiline
        value={v.customRules}
        maxLength={CATALOG_LIMITS.longText}
        hint={t('applications.hints.customRules')}
        error={errors.customRules}
        onChange={(x) => set('customRules', x)}
      />
    </>
  );
}
