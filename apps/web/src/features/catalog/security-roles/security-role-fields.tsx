// Every field of a security role: names, the activities (features) it grants, business functions,
// expectations, who may assign it, its relations, feed id and the flags.
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { TextInput } from '../../../components/form-field';
import { CheckboxField } from '../components/fields';
import { MultiSelect } from '../../../components/multi-select';
import { TagInput } from '../components/tag-input';
import { fieldBinder, type EditorForm } from '../components/use-editor-form';
import { RelationsEditor } from './relations-editor';
import type { SecurityRoleForm } from './security-role-form';

export interface SecurityRoleFieldsProps {
  form: EditorForm<SecurityRoleForm>;
  readOnly: boolean;
  choices: CatalogChoices | undefined;
  selfId: number | undefined;
}

export function SecurityRoleFields({
  form,
  readOnly,
  choices: c,
  selfId,
}: SecurityRoleFieldsProps) {
  const { t } = useTranslation('catalog');
  const { values: v, set, errors } = form;
  const common = { readOnly };
  const field = fieldBinder(form, readOnly);
  const roles = c?.roles ?? [];
  return (
    <>
      <div className="grid gap-6 md:grid-cols-3">
        <TextInput
          {...field('name')}
          label={t('securityRoles.fields.name')}
          required
          maxLength={CATALOG_LIMITS.text}
          hint={t('hints.technicalName')}
        />
        <TextInput
          {...field('displayName')}
          label={t('securityRoles.fields.displayName')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <TextInput
          {...field('feedId')}
          label={t('securityRoles.fields.feedId')}
          maxLength={CATALOG_LIMITS.text}
        />
      </div>
      <MultiSelect
        {...common}
        label={t('securityRoles.fields.activities')}
        hint={t('securityRoles.hints.activities')}
        options={(c?.features ?? []).map((f) => ({ id: f, label: f }))}
        selected={v.activities}
        error={errors.activities}
        onChange={(k) => set('activities', k.map(String))}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TagInput
          {...common}
          label={t('securityRoles.fields.businessFunctions')}
          values={v.businessFunctions}
          error={errors.businessFunctions}
          onChange={(x) => set('businessFunctions', x)}
        />
        <MultiSelect
          {...common}
          label={t('securityRoles.fields.assignableBy')}
          hint={t('securityRoles.hints.assignableBy')}
          options={roles.map((r) => ({ id: r.name, label: r.displayName, detail: r.name }))}
          selected={v.assignableBy}
          error={errors.assignableBy}
          onChange={(k) => set('assignableBy', k.map(String))}
        />
      </div>
      <TextInput
        {...field('expectations')}
        label={t('securityRoles.fields.expectations')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <RelationsEditor
          {...common}
          label={t('securityRoles.fields.parents')}
          addLabel={t('securityRoles.relations.addParent')}
          relations={v.parents}
          roles={roles}
          selfId={selfId}
          error={errors.parents}
          onChange={(x) => set('parents', x)}
        />
        <RelationsEditor
          {...common}
          label={t('securityRoles.fields.children')}
          addLabel={t('securityRoles.relations.addChild')}
          relations={v.children}
          roles={roles}
          selfId={selfId}
          error={errors.children}
          onChange={(x) => set('children', x)}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <CheckboxField
          {...common}
          label={t('securityRoles.fields.singular')}
          hint={t('securityRoles.hints.singular')}
          checked={v.singular}
          onChange={(x) => set('singular', x)}
        />
        <CheckboxField
          {...common}
          label={t('securityRoles.fields.excludeFromCopyUser')}
          checked={v.excludeFromCopyUser}
          onChange={(x) => set('excludeFromCopyUser', x)}
        />
        <CheckboxField
          {...common}
          label={t('securityRoles.fields.excludeFromFeeds')}
          checked={v.excludeFromFeeds}
          onChange={(x) => set('excludeFromFeeds', x)}
        />
      </div>
    </>
  );
}
