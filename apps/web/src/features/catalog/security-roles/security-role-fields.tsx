// Every field of a security role: names, the activities (features) it grants, business functions,
// expectations, who may assign it, its relations, feed id and the flags.
import { useTranslation } from 'react-i18next';
import { useReadable } from '../../../lib/readable';
import { CATALOG_LIMITS, type CatalogChoices } from '@portal/shared';
import { useController } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { useFormAccess } from '../../../components/form/form-access';
import { FormMultiSelect, FormTagInput } from '../components/form-controls';
import { RelationsEditor, type RelationsEditorProps } from './relations-editor';
import type { SecurityRoleForm } from './security-role-form';

export interface SecurityRoleFieldsProps {
  choices: CatalogChoices | undefined;
  selfId: number | undefined;
}

const Text = TextField<SecurityRoleForm>;
const Check = CheckboxField<SecurityRoleForm>;
const Choose = FormMultiSelect<SecurityRoleForm>;

/** The parents or the children, bound to the form. */
function Relations(
  props: Omit<RelationsEditorProps, 'relations' | 'readOnly' | 'error' | 'onChange'> & {
    name: 'parents' | 'children';
  },
) {
  const { name, ...rest } = props;
  const { field, fieldState } = useController<SecurityRoleForm, typeof name>({ name });
  const { readOnly } = useFormAccess();
  return (
    <RelationsEditor
      {...rest}
      readOnly={readOnly}
      relations={field.value}
      error={fieldState.error?.message}
      onChange={field.onChange}
    />
  );
}

export function SecurityRoleFields({ choices: c, selfId }: SecurityRoleFieldsProps) {
  const { t } = useTranslation('catalog');
  const { readable } = useReadable();
  const roles = c?.roles ?? [];
  return (
    <>
      <div className="grid gap-6 md:grid-cols-3">
        <Text
          name="name"
          label={t('securityRoles.fields.name')}
          required
          maxLength={CATALOG_LIMITS.text}
          description={t('hints.technicalName')}
        />
        <Text
          name="displayName"
          label={t('securityRoles.fields.displayName')}
          required
          maxLength={CATALOG_LIMITS.text}
        />
        <Text
          name="feedId"
          label={t('securityRoles.fields.feedId')}
          maxLength={CATALOG_LIMITS.text}
        />
      </div>
      <Choose
        name="activities"
        label={t('securityRoles.fields.activities')}
        hint={t('securityRoles.hints.activities')}
        options={(c?.features ?? []).map((f) => ({
          id: f,
          label: readable.feature(f),
          detail: f,
        }))}
        toValue={(k) => k.map(String)}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <FormTagInput<SecurityRoleForm>
          name="businessFunctions"
          label={t('securityRoles.fields.businessFunctions')}
        />
        <Choose
          name="assignableBy"
          label={t('securityRoles.fields.assignableBy')}
          hint={t('securityRoles.hints.assignableBy')}
          options={roles.map((r) => ({ id: r.name, label: r.displayName, detail: r.name }))}
          toValue={(k) => k.map(String)}
        />
      </div>
      <Text
        name="expectations"
        label={t('securityRoles.fields.expectations')}
        multiline
        rows={4}
        maxLength={CATALOG_LIMITS.longText}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Relations
          name="parents"
          label={t('securityRoles.fields.parents')}
          addLabel={t('securityRoles.relations.addParent')}
          roles={roles}
          selfId={selfId}
        />
        <Relations
          name="children"
          label={t('securityRoles.fields.children')}
          addLabel={t('securityRoles.relations.addChild')}
          roles={roles}
          selfId={selfId}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-3">
        <Check
          name="singular"
          label={t('securityRoles.fields.singular')}
          description={t('securityRoles.hints.singular')}
        />
        <Check name="excludeFromCopyUser" label={t('securityRoles.fields.excludeFromCopyUser')} />
        <Check name="excludeFromFeeds" label={t('securityRoles.fields.excludeFromFeeds')} />
      </div>
    </>
  );
}
