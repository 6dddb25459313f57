// Every admin field of an application: names, link, region and brand, the descriptive lists, the
// web security roles that decide who sees it, the Admin-menu features, identity-provider user, rules.
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { SelectField, TextField } from '../../../components/form/fields';
import {
  FormFeatureSelect,
  FormMultiSelect,
  FormTagInput,
  LongText,
  ShortText,
  namedOptions,
} from '../components/form-controls';
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
const Short = ShortText<ApplicationForm>;
const Long = LongText<ApplicationForm>;
const Select = SelectField<ApplicationForm>;

export function ApplicationFields({ choices: c }: { choices: CatalogChoices | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <Short name="title" label={t('applications.fields.title')} required />
        <Short name="displayName" label={t('applications.fields.displayName')} required />
        <Text
          name="link"
          label={t('applications.fields.link')}
          required
          description={t('applications.hints.link')}
        />
        <Short name="idpUserId" label={t('applications.fields.idpUserId')} />
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
      <Long name="description" label={t('applications.fields.description')} />
      <FormMultiSelect<ApplicationForm>
        name="roleIds"
        label={t('applications.fields.roles')}
        hint={t('applications.hints.roles')}
        options={namedOptions(c?.roles ?? [])}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {LISTS.map((key) => (
          <FormTagInput<ApplicationForm>
            key={key}
            name={key}
            label={t(`applications.fields.${key}`)}
          />
        ))}
        <FormFeatureSelect<ApplicationForm>
          name="features"
          label={t('applications.fields.features')}
          hint={t('applications.hints.features')}
          features={c?.features}
        />
      </div>
      <Long
        name="customRules"
        label={t('applications.fields.customRules')}
        description={t('applications.hints.customRules')}
      />
    </>
  );
}
