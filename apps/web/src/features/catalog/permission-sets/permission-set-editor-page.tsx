// /admin/permission-set/:id?: create or edit a permission set (name, display name, roles, selection mode).
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_SET_SELECTION_MODES,
  permissionSetInputSchema,
  type PermissionSet,
  type CatalogRoleRef,
  type PermissionSetInput,
} from '@portal/shared';
import { usePermissionSet } from '../api/get-permission-set';
import { useCatalogChoices } from '../api/get-catalog-choices';
import { useCreatePermissionSet } from '../api/create-permission-set';
import { useUpdatePermissionSet } from '../api/update-permission-set';
import { useDeletePermissionSet } from '../api/delete-permission-set';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { useCanWrite } from '../components/use-catalog-access';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/fields';
import { FormMultiSelect, NameFields, namedOptions } from '../components/form-controls';
import { NotFoundPage } from '../../../components/not-found-page';
import { editorParams, useRouteParams } from '../../../lib/route-params';
import { toPermissionSetEdit, toPermissionSets } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

type Form = PermissionSetInput;

const emptyForm: Form = { name: '', displayName: '', roleIds: [], selectionMode: 'MULTIPLE' };
const toForm = (p: PermissionSet): Form => ({
  name: p.name,
  displayName: p.displayName,
  roleIds: p.roles.map((r) => r.id),
  selectionMode: p.selectionMode,
});
const toInput = (f: Form) => f;

function PermissionSetFields({ roles }: { roles: readonly CatalogRoleRef[] }) {
  const { t } = useTranslation('catalog');
  const mode = useWatch<Form, 'selectionMode'>({ name: 'selectionMode' });
  return (
    <>
      <div className="grid gap-6 md:grid-cols-3">
        <NameFields<Form> section="permissionSets" />
        <SelectField<Form>
          name="selectionMode"
          label={t('permissionSets.fields.selectionMode')}
          description={t(`permissionSets.modeHint.${mode}`)}
          options={PERMISSION_SET_SELECTION_MODES.map((m) => ({
            value: m,
            label: t(`permissionSets.mode.${m}`),
          }))}
        />
      </div>
      <FormMultiSelect<Form>
        name="roleIds"
        label={t('permissionSets.fields.roles')}
        options={namedOptions(roles)}
      />
    </>
  );
}

function PermissionSetEditorPage() {
  const { t } = useTranslation('catalog');
  const params = useRouteParams(editorParams);
  const id = params?.id;
  const query = usePermissionSet(id);
  const choices = useCatalogChoices().data;
  const create = useCreatePermissionSet();
  const update = useUpdatePermissionSet();
  const remove = useDeletePermissionSet();
  const definition: EditorDefinition<PermissionSet, Form, PermissionSetInput> = {
    resource: 'permission-sets',
    listPath: toPermissionSets(),
    editPath: (n) => toPermissionSetEdit({ id: n }),
    titles: {
      create: t('permissionSets.createTitle'),
      edit: t('permissionSets.editTitle'),
      view: t('permissionSets.viewTitle'),
    },
    emptyForm,
    toForm,
    toInput,
    schema: permissionSetInputSchema,
    nameOf: (v) => v.displayName || v.name,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: <PermissionSetFields roles={choices?.roles ?? []} />,
  };
  const canWrite = useCanWrite('permissionSets');
  if (!params) return <NotFoundPage />;
  return <CatalogEditorPage definition={definition} id={id} query={query} canWrite={canWrite} />;
}

export const Component = withNamespace('catalog', PermissionSetEditorPage);
