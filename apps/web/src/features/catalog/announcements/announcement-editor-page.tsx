// /admin/announcement/:id?/:mode?: create or edit an announcement ('preview' as mode opens the preview).
import { useState } from 'react';
import { useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { announcementInputSchema, type Announcement, type AnnouncementInput } from '@portal/shared';
import { useAnnouncement } from '../api/get-announcement';
import { useAnnouncementDefinitions } from '../api/get-announcement-definitions';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { withCatalogNamespace } from '../components/catalog-namespace';
import { useCanWrite } from '../components/use-catalog-access';
import { parseId } from '../components/route-id';
import { AnnouncementFields } from './announcement-fields';
import { AnnouncementPreview, type AnnouncementPreviewProps } from './announcement-preview';
import {
  announcementFormToInput,
  announcementToForm,
  emptyAnnouncementForm,
  type AnnouncementForm,
} from './announcement-form';

/** The preview of what the form holds now. */
function FormPreview(props: Omit<AnnouncementPreviewProps, 'values'>) {
  const values = useWatch<AnnouncementForm>() as AnnouncementForm;
  return <AnnouncementPreview {...props} values={values} />;
}

function AnnouncementEditorPage() {
  const { t, i18n } = useTranslation('catalog');
  const params = useParams();
  const id = parseId(params.id);
  const query = useAnnouncement(id);
  const definitions = useAnnouncementDefinitions().data;
  const [preview, setPreview] = useState(params.mode === 'preview');
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();

  const definition: EditorDefinition<Announcement, AnnouncementForm, AnnouncementInput> = {
    resource: 'announcements',
    listPath: '/admin',
    editPath: (n) => `/admin/announcement/${n}`,
    titles: { create: t('announcements.createTitle'), edit: t('announcements.editTitle') },
    emptyForm: emptyAnnouncementForm(i18n.language),
    toForm: announcementToForm,
    toInput: announcementFormToInput,
    schema: announcementInputSchema,
    nameOf: (v) => v.title,
    create: (input) => create.mutateAsync(input),
    update: (n, version, input) => update.mutateAsync({ id: n, version, input }),
    remove: (n, version) => remove.mutateAsync({ id: n, version }),
    fields: (
      <>
        <AnnouncementFields definitions={definitions} />
        <FormPreview definitions={definitions} isOpen={preview} onClose={() => setPreview(false)} />
      </>
    ),
    actions: (
      <button type="button" className="btn-secondary" onClick={() => setPreview(true)}>
        {t('preview.open')}
      </button>
    ),
  };
  return (
    <CatalogEditorPage
      definition={definition}
      id={id}
      query={query}
      canWrite={useCanWrite('announcements')}
    />
  );
}

export const Component = withCatalogNamespace(AnnouncementEditorPage);
