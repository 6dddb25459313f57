// The document library: the user's brands' documents by subject, searchable, each downloadable;
// holders of admin:documents:write also upload, edit and delete.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_SUBJECTS,
  FEATURES,
  type DocumentSubject,
  type PortalDocument,
} from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { errorDetails } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatBytes, formatDate } from '../../lib/format';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/types';
import { useDebouncedValue } from '../../lib/debounce';
import { useUrlState } from '../../lib/url-state';
import { ErrorPanel } from '../../components/error-panel';
import { SelectInput, TextInput } from '../../components/form/inputs';
import { useModal } from '../../components/modal-host';
import { useDocuments } from './api/get-documents';
import { useDownloadDocument } from './api/download-document';
import { useDeleteDocument } from './api/save-document';
import { DocumentFormDialog } from './document-form-dialog';
import { actionsColumn } from '../../components/data-table/row-actions';
import { AlertText } from '../../components/alert-text';

const isSubject = (v: string | null): v is DocumentSubject =>
  (DOCUMENT_SUBJECTS as readonly string[]).includes(v ?? '');

export function DocumentsPage({ announcements }: { announcements?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const access = useAccess();
  const manage = access.hasFeatures({ features: FEATURES.documentsWrite });
  const [params, update] = useUrlState({ replace: true });
  const subjectParam = params.get('subject');
  const subject = isSubject(subjectParam) ? subjectParam : undefined;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = useDocuments({ subject, search: debouncedSearch });
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const modal = useModal();
  const [editing, setEditing] = useState<PortalDocument | 'new' | null>(null);
  const subjectLabel = (s: string) => t(`documents.subjects.${s as DocumentSubject}`);

  const setParam = (key: string, value: string) => update({ [key]: value });

  const confirmDelete = (doc: PortalDocument) =>
    modal.open({
      title: t('documents.deleteTitle'),
      content: t('documents.deleteText', { name: doc.name }),
      confirmLabel: t('common.delete'),
      danger: true,
      onCancel: () => {},
      onConfirm: () => {
        modal.update({ isLoading: true });
        remove.mutate(doc.id, {
          onSuccess: () => modal.close(),
          onError: (error) => modal.update({ isLoading: false, content: errorText(t, error) }),
        });
      },
    });

  const columns: DataTableColumn<PortalDocument>[] = [
    {
      id: 'name',
      header: t('documents.name'),
      sortValue: (d) => d.name,
      cell: (d) => (
        <>
          <span className="font-semibold">{d.name}</span>
          {d.description && <span className="block text-muted-fg">{d.description}</span>}
        </>
      ),
    },
    {
      id: 'file',
      header: t('documents.file'),
      sortValue: (d) => d.sizeBytes,
      cell: (d) => (
        <span className="break-all">
          {d.fileName} <span className="text-muted-fg">({formatBytes(d.sizeBytes, locale)})</span>
        </span>
      ),
    },
    {
      id: 'updated',
      header: t('documents.updated'),
      sortValue: (d) => d.updatedAt,
      cell: (d) => formatDate(d.updatedAt, locale),
    },
    actionsColumn(t('documents.actions'), (d) => [
      {
        label: t('documents.download'),
        name: t('documents.downloadNamed', { name: d.name }),
        onPress: () => download.mutate(d),
      },
      manage && {
        label: t('common.edit'),
        name: t('documents.editNamed', { name: d.name }),
        onPress: () => setEditing(d),
      },
      manage && {
        label: t('common.delete'),
        name: t('documents.deleteNamed', { name: d.name }),
        onPress: () => confirmDelete(d),
      },
    ]),
  ];

  return (
    <div className="page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="page-title">{t('pages.documents')}</h1>
        {manage && (
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            {t('documents.uploadTitle')}
          </button>
        )}
      </div>
      <p className="mt-2 mb-6 text-lg text-muted-fg">{t('documents.intro')}</p>
      {announcements}
      <div role="search" className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        <SelectInput
          label={t('documents.subject')}
          value={subject ?? ''}
          onChange={(v) => setParam('subject', v)}
          placeholder={t('documents.allSubjects')}
          options={DOCUMENT_SUBJECTS.map((s) => ({ value: s, label: subjectLabel(s) }))}
        />
        <TextInput
          label={t('documents.search')}
          type="search"
          value={search}
          maxLength={255}
          onChange={(v) => {
            setSearch(v);
            setParam('search', v.trim());
          }}
        />
      </div>
      {download.isError && <AlertText className="mb-4">{errorText(t, download.error)}</AlertText>}
      {query.isError ? (
        <ErrorPanel message={t('documents.loadFailed')} details={errorDetails(query.error)} />
      ) : query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <DataTable
          caption={t('pages.documents')}
          rows={query.data}
          columns={columns}
          rowKey={(d) => d.id}
          initialSort={{ column: 'name', direction: 'asc' }}
          groupBy={(d) => d.subject}
          groupOrder={DOCUMENT_SUBJECTS}
          groupLabel={subjectLabel}
          emptyText={t('documents.empty')}
        />
      )}
      {editing && (
        <DocumentFormDialog
          document={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
