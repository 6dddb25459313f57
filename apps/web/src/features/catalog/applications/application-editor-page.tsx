// /admin/application/:id?: create or edit an application.
import { useTranslation } from 'react-i18next';
import { applicationInputSchema, type Application, type ApplicationInput } from '@portal/shared';
import { useApplication } from '../api/get-application';
import { useCatalogChoices } from '../api/get-catalog-choices';
import { useCreateApplication } from '../api/create-application';
import { useUpdateApplication } from '../api/update-application';
import { useDeleteApplication } from '../api/delete-application';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { useCanWrite } from '../components/use-catalog-access';
import { ApplicationFields } from './application-fields';
import { ApplicationIconField } from './application-icon-field';
import {
  applicationFormToInput,
  applicationToForm,
  emptyApplicationForm,
  type ApplicationForm,
} from './application-form';
import { NotFoundPage } from '../../../components/not-found-page';
import { editorParams, useRouteParams } from '../../../lib/route-params';
import { toApplicationEdit, toApplications } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function ApplicationEditorPage() {
  const { t } = useTranslation('catalog');
  const params = useRouteParams(editorParams);
  const id = params?.id;
  const query = useApplication(id);
  const choices = useCatalogChoices().data;
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const canWrite = useCanWrite('applications');
  const definition: EditorDefinition<Application, ApplicationForm, ApplicationInput> = {
    resource: 'applications',
    listPath: toApplications(),
    editPath: (n) => toApplicationEdit({ id: n }),
    titles: {
      create: t('applications.createTitle'),
      edit: t('applications.editTitle'),
      view: t('applications.viewTitle'),
    },
    emptyForm: emptyApplicationForm,
    toForm: applicationToForm,
    toInput: applicationFormToInput,
    schema: applicationInputSchema,
    nameOf: (v) => v.displayName || v.title,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: (
      <>
        <ApplicationFields choices={choices} />
        <ApplicationIconField application={query.data} canWrite={canWrite} />
      </>
    ),
  };
  if (!params) return <NotFoundPage />;
  return <CatalogEditorPage definition={definition} id={id} query={query} canWrite={canWrite} />;
}

export const Component = withNamespace('catalog', ApplicationEditorPage);
