// /admin/security-role/:id?: create or edit a security role.
import { useTranslation } from 'react-i18next';
import { securityRoleInputSchema, type SecurityRole, type SecurityRoleInput } from '@portal/shared';
import { useSecurityRole } from '../api/get-security-role';
import { useCatalogChoices } from '../api/get-catalog-choices';
import { useCreateSecurityRole } from '../api/create-security-role';
import { useUpdateSecurityRole } from '../api/update-security-role';
import { useDeleteSecurityRole } from '../api/delete-security-role';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { useCanWrite } from '../components/use-catalog-access';
import { SecurityRoleFields } from './security-role-fields';
import {
  emptySecurityRoleForm,
  securityRoleFormToInput,
  securityRoleToForm,
  type SecurityRoleForm,
} from './security-role-form';
import { NotFoundPage } from '../../../components/not-found-page';
import { editorParams, useRouteParams } from '../../../lib/route-params';
import { toSecurityRoleEdit, toSecurityRoles } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function SecurityRoleEditorPage() {
  const { t } = useTranslation('catalog');
  const params = useRouteParams(editorParams);
  const id = params?.id;
  const query = useSecurityRole(id);
  const choices = useCatalogChoices().data;
  const create = useCreateSecurityRole();
  const update = useUpdateSecurityRole();
  const remove = useDeleteSecurityRole();
  const definition: EditorDefinition<SecurityRole, SecurityRoleForm, SecurityRoleInput> = {
    resource: 'security-roles',
    listPath: toSecurityRoles(),
    editPath: (n) => toSecurityRoleEdit({ id: n }),
    titles: {
      create: t('securityRoles.createTitle'),
      edit: t('securityRoles.editTitle'),
      view: t('securityRoles.viewTitle'),
    },
    emptyForm: emptySecurityRoleForm,
    toForm: securityRoleToForm,
    toInput: securityRoleFormToInput,
    schema: securityRoleInputSchema,
    nameOf: (v) => v.displayName || v.name,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: <SecurityRoleFields choices={choices} selfId={id} />,
  };
  const canWrite = useCanWrite('securityRoles');
  if (!params) return <NotFoundPage />;
  return <CatalogEditorPage definition={definition} id={id} query={query} canWrite={canWrite} />;
}

export const Component = withNamespace('catalog', SecurityRoleEditorPage);
