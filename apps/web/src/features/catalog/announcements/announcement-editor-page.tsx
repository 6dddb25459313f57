// /admin/announcement/:id?/:mode?: create or edit an announcement ('preview' as mode opens the preview).
import { lazy, Suspense, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { announcementInputSchema, type Announcement, type AnnouncementInput } from '@portal/shared';
import { useAnnouncement } from '../api/get-announcement';
import { useAnnouncementDefinitions } from '../api/get-announcement-definitions';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { CatalogEditorPage, type EditorDefinition } from '../components/editor-page';
import { useCanWrite } from '../components/use-catalog-access';
import { AnnouncementFields } from './announcement-fields';
import type { AnnouncementPreviewProps } from './announcement-preview';
import {
  announcementFormToInput,
  announcementToForm,
  emptyAnnouncementForm,
  type AnnouncementForm,
} from './announcement-form';
import { NotFoundPage } from '../../../components/not-found-page';
import { announcementParams, useRouteParams } from '../../../lib/route-params';
import { toAnnouncementEdit, toAnnouncements } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

// The preview and its HTML cleaner (DOMPurify) load when the preview is first opened.
const AnnouncementPreview = lazy(() =>
  import('./announcement-preview').then((m) => ({ default: m.AnnouncementPreview })),
);

/** The preview of what the form holds now. */
function FormPreview(props: Omit<AnnouncementPreviewProps, 'values'>) {
  const values = useWatch<AnnouncementForm>() as AnnouncementForm;
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPreview {...props} values={values} />
    </Suspense>
  );
}

function AnnouncementEditorPage() {
  const { t, i18n } = useTranslation('catalog');
  const params = useRouteParams(announcementParams);
  const id = params?.id;
  const query = useAnnouncement(id);
  const definitions = useAnnouncementDefinitions().data;
  const [preview, setPreview] = useState(params?.mode === 'preview');
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();

  const definition: EditorDefinition<Announcement, AnnouncementForm, AnnouncementInput> = {
    resource: 'announcements',
    listPath: toAnnouncements(),
    editPath: (n) => toAnnouncementEdit({ id: n }),
    titles: {
      create: t('announcements.createTitle'),
      edit: t('announcements.editTitle'),
      view: t('announcements.viewTitle'),
    },
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
  const canWrite = useCanWrite('announcements');
  if (!params) return <NotFoundPage />;
  return <CatalogEditorPage definition={definition} id={id} query={query} canWrite={canWrite} />;
}

export const Component = withNamespace('catalog', AnnouncementEditorPage);
