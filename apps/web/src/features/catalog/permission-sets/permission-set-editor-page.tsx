// /admin/permission-set/:id?: create or edit a permission set (name, display name, roles, selection mode).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATALOG_LIMITS,
  PERMISSION_SET_SELECTION_MODES,
  permissionSetInputSchema,
  type PermissionSet,
  type PermissionSetInput,
} from '@portal/shared';
import { usePermissionSet } from '../api/get-permission-set';
import { useCatalogChoices } from '../api/get-catalog-choices';
import { useCreatePermissionSet } from '../api/create-permission-set';
import { useUpdatePermissionSet } from '../api/update-permission-set';
import { useDeletePermissionSet } from '../api/delete-permission-set';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { withCatalogNamespace } from '../components/catalog-namespace';
import { useCanWrite } from '../components/use-catalog-access';
import { parseId } from '../components/route-id';
import { MultiSelect } from '../../../components/multi-select';
import { fieldBinder } from '../components/use-editor-form';
import { SelectInput, TextInput } from '../../../components/form-field';

type Form = PermissionSetInput;

const emptyForm: Form = { name: '', displayName: '', roleIds: [], selectionMode: 'MULTIPLE' };
const toForm = (p: PermissionSet): Form => ({
  name: p.name,
  displayName: p.displayName,
  roleIds: p.roles.map((r) => r.id),
  selectionMode: p.selectionMode,
});
const toInput = (f: Form) => f;

function PermissionSetEditorPage() {
  const { t } = useTranslation('catalog');
  const id = parseId(useParams().id);
  const query = usePermissionSet(id);
  const choices = useCatalogChoices().data;
  const create = useCreatePermissionSet();
  const update = useUpdatePermissionSet();
  const remove = useDeletePermissionSet();
  const definition: EditorDefinition<PermissionSet, Form, PermissionSetInput> = {
    resource: 'permission-sets',
    listPath: '/admin/permission-sets',
    editPath: (n) => `/admin/permission-set/${n}`,
    titles: { create: t('permissionSets.createTitle'), edit: t('permissionSets.editTitle') },
    emptyForm,
    toForm,
    toInput,
    schema: permissionSetInputSchema,
    nameOf: (v) => v.displayName || v.name,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: (form, readOnly) => {
      const field = fieldBinder(form, readOnly);
      return (
        <>
          <div className="grid gap-6 md:grid-cols-3">
            <TextInput
              {...field('name')}
              label={t('permissionSets.fields.name')}
              required
              maxLength={CATALOG_LIMITS.text}
              hint={t('hints.technicalName')}
            />
            <TextInput
              {...field('displayName')}
              label={t('permissionSets.fields.displayName')}
              required
              maxLength={CATALOG_LIMITS.text}
            />
            <SelectInput
              readOnly={readOnly}
              label={t('permissionSets.fields.selectionMode')}
              value={form.values.selectionMode}
              hint={t(`permissionSets.modeHint.${form.values.selectionMode}`)}
              options={PERMISSION_SET_SELECTION_MODES.map((m) => ({
                value: m,
                label: t(`permissionSets.mode.${m}`),
              }))}
              onChange={(x) => form.set('selectionMode', x as Form['selectionMode'])}
            />
          </div>
          <MultiSelect
            readOnly={readOnly}
            label={t('permissionSets.fields.roles')}
            options={(choices?.roles ?? []).map((r) => ({
              id: r.id,
              label: r.displayName,
              detail: r.name,
            }))}
            selected={form.values.roleIds}
            error={form.errors.roleIds}
            onChange={(k) => form.set('roleIds', k.map(Number))}
          />
        </>
      );
    },
  };
  return (
    <CatalogEditorPage
      definition={definition}
      id={id}
      query={query}
      canWrite={useCanWrite('permissionSets')}
    />
  );
}

export const Component = withCatalogNamespace(PermissionSetEditorPage);
