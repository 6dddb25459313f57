// /admin/applications: the applications list with search, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@portal/shared';
import { useApplications } from '../api/get-applications';
import { CatalogListPage, type ListColumn } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { toApplicationEdit } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function ApplicationsPage() {
  const { t, i18n } = useTranslation('catalog');
  const columns: ListColumn<ApplicationSummary>[] = [
    {
      id: 'title',
      header: t('applications.fields.title'),
      sort: 'title',
      cell: (a) => (
        <Link to={toApplicationEdit(a)} className="link font-semibold">
          {a.title}
        </Link>
      ),
    },
    {
      id: 'displayName',
      header: t('applications.fields.displayName'),
      sort: 'displayName',
      cell: (a) => a.displayName,
    },
    {
      id: 'link',
      header: t('applications.fields.link'),
      sort: 'link',
      cell: (a) => <span className="break-all">{a.link}</span>,
    },
    {
      id: 'categories',
      header: t('applications.fields.categories'),
      cell: (a) => a.categories.join(', '),
    },
    {
      id: 'region',
      header: t('applications.fields.region'),
      cell: (a) => a.region?.name ?? t('applications.allRegions'),
    },
    {
      id: 'updatedAt',
      header: t('list.updatedAt'),
      sort: 'updatedAt',
      cell: (a) => new Date(a.updatedAt).toLocaleDateString(i18n.language),
    },
  ];
  return (
    <CatalogListPage
      title={t('applications.title')}
      createPath="/admin/application"
      createLabel={t('applications.create')}
      canWrite={useCanWrite('applications')}
      columns={columns}
      defaults={{ sort: 'title', order: 'asc' }}
      useList={useApplications}
      rowKey={(a) => a.id}
    />
  );
}

export const Component = withNamespace('catalog', ApplicationsPage);
