// Every field of a security role: names, the activities (features) it grants, business functions,
// expectations, who may assign it, its relations, feed id and the flags.
import { useTranslation } from 'react-i18next';
import type { CatalogChoices } from '@portal/shared';
import { useController } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/fields';
import { useFormAccess } from '../../../components/form/form-access';
import {
  FormFeatureSelect,
  FormMultiSelect,
  FormTagInput,
  LongText,
  NameFields,
  ShortText,
} from '../components/form-controls';
import { RelationsEditor, type RelationsEditorProps } from './relations-editor';
import type { SecurityRoleForm } from './security-role-form';

export interface SecurityRoleFieldsProps {
  choices: CatalogChoices | undefined;
  selfId: number | undefined;
}

const Check = CheckboxField<SecurityRoleForm>;
const Choose = FormMultiSelect<SecurityRoleForm>;

/** The two relation lists and the label of their add button. */
const RELATIONS = [
  ['parents', 'addParent'],
  ['children', 'addChild'],
] as const;

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
  const roles = c?.roles ?? [];
  return (
    <>
      <div className="grid gap-6 md:grid-cols-3">
        <NameFields<SecurityRoleForm> section="securityRoles" />
        <ShortText<SecurityRoleForm> name="feedId" label={t('securityRoles.fields.feedId')} />
      </div>
      <FormFeatureSelect<SecurityRoleForm>
        name="activities"
        label={t('securityRoles.fields.activities')}
        hint={t('securityRoles.hints.activities')}
        features={c?.features}
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
      <LongText<SecurityRoleForm>
        name="expectations"
        label={t('securityRoles.fields.expectations')}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {RELATIONS.map(([name, add]) => (
          <Relations
            key={name}
            name={name}
            label={t(`securityRoles.fields.${name}`)}
            addLabel={t(`securityRoles.relations.${add}`)}
            roles={roles}
            selfId={selfId}
          />
        ))}
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
