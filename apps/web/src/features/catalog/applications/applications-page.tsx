// /admin/applications: the applications list with search, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@portal/shared';
import { useApplications } from '../api/get-applications';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useDateFormat } from '../../../lib/format';
import { CatalogListPage } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { toApplicationEdit, toApplicationNew } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function ApplicationsPage() {
  const { t } = useTranslation('catalog');
  const formatDate = useDateFormat();
  const columns: DataTableColumn<ApplicationSummary>[] = [
    {
      id: 'title',
      header: t('applications.fields.title'),
      sortKey: 'title',
      cell: (a) => (
        <Link to={toApplicationEdit(a)} className="link font-semibold">
          {a.title}
        </Link>
      ),
    },
    {
      id: 'displayName',
      header: t('applications.fields.displayName'),
      sortKey: 'displayName',
      cell: (a) => a.displayName,
    },
    {
      id: 'link',
      header: t('applications.fields.link'),
      sortKey: 'link',
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
      sortKey: 'updatedAt',
      cell: (a) => formatDate(a.updatedAt),
    },
  ];
  return (
    <CatalogListPage
      title={t('applications.title')}
      createPath={toApplicationNew()}
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
