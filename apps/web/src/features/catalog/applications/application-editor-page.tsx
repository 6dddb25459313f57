// /admin/application/:id?: create or edit an application.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationInputSchema, type Application, type ApplicationInput } from '@portal/shared';
import { useApplication } from '../api/get-application';
import { useCatalogChoices } from '../api/get-catalog-choices';
import { useCreateApplication } from '../api/create-application';
import { useUpdateApplication } from '../api/update-application';
import { useDeleteApplication } from '../api/delete-application';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { withCatalogNamespace } from '../components/catalog-namespace';
import { useCanWrite } from '../components/use-catalog-access';
import { parseId } from '../components/route-id';
import { ApplicationFields } from './application-fields';
import {
  applicationFormToInput,
  applicationToForm,
  emptyApplicationForm,
  type ApplicationForm,
} from './application-form';

function ApplicationEditorPage() {
  const { t } = useTranslation('catalog');
  const id = parseId(useParams().id);
  const query = useApplication(id);
  const choices = useCatalogChoices().data;
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const definition: EditorDefinition<Application, ApplicationForm, ApplicationInput> = {
    resource: 'applications',
    listPath: '/admin/applications',
    editPath: (n) => `/admin/application/${n}`,
    titles: { create: t('applications.createTitle'), edit: t('applications.editTitle') },
    emptyForm: emptyApplicationForm,
    toForm: applicationToForm,
    toInput: applicationFormToInput,
    schema: applicationInputSchema,
    nameOf: (v) => v.displayName || v.title,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: <ApplicationFields choices={choices} />,
  };
  return (
    <CatalogEditorPage
      definition={definition}
      id={id}
      query={query}
      canWrite={useCanWrite('applications')}
    />
  );
}

export const Component = withCatalogNamespace(ApplicationEditorPage);
