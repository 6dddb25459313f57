// Every admin field of an application: names, link, region and brand, the descriptive lists, the
// web security roles that decide who sees it, the Admin-menu features, identity-provider user, rules.
import { useTranslation } from 'react-i18next';
import { useReadable } from '../../../lib/readable';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormMultiSelect, FormTagInput } from '../components/form-controls';
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

const Text = TextField<ApplicationForm>;
const Select = SelectField<ApplicationForm>;

export function ApplicationFields({ choices: c }: { choices: CatalogChoices | undefined }) {
  const { t } = useTranslation('catalog');
  const { readable } = useReadable();
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <Text
          name="title"
          label={t('applications.fields.title')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <Text
          name="displayName"
          label={t('applications.fields.displayName')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <Text
          name="link"
          label={t('applications.fields.link')}
          required
          description={t('applications.hints.link')}
        />
        <Text
          name="idpUserId"
          label={t('applications.fields.idpUserId')}
          maxLength={CATALOG_LIMITS.text}
        />
        <Select
          name="regionCode"
          label={t('applications.fields.region')}
          options={[
            { value: '', label: t('applications.allRegions') },
            ...(c?.regions ?? []).map((r) => ({ value: r.code, label: r.name })),
          ]}
        />
        <Select
          name="brandId"
          label={t('applications.fields.brand')}
          options={[
            { value: '', label: t('applications.allBrands') },
            ...(c?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
      </div>
      <Text
        name="shortDescription"
        label={t('applications.fields.shortDescription')}
        maxLength={CATALOG_LIMITS.shortDescription}
        description={t('applications.hints.shortDescription', {
          max: CATALOG_LIMITS.shortDescription,
        })}
      />
      <Text
        name="description"
        label={t('applications.fields.description')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
      />
      <FormMultiSelect<ApplicationForm>
        name="roleIds"
        label={t('applications.fields.roles')}
        hint={t('applications.hints.roles')}
        options={(c?.roles ?? []).map((r) => ({ id: r.id, label: r.displayName, detail: r.name }))}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {LISTS.map((key) => (
          <FormTagInput<ApplicationForm>
            key={key}
            name={key}
            label={t(`applications.fields.${key}`)}
          />
        ))}
        <FormMultiSelect<ApplicationForm>
          name="features"
          label={t('applications.fields.features')}
          hint={t('applications.hints.features')}
          options={(c?.features ?? []).map((f) => ({
            id: f,
            label: readable.feature(f),
            detail: f,
          }))}
          toValue={(k) => k.map(String)}
        />
      </div>
      <Text
        name="customRules"
        label={t('applications.fields.customRules')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
        description={t('applications.hints.customRules')}
      />
    </>
  );
}
