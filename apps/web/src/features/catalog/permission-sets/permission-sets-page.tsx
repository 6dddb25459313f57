// /admin/permission-sets: the permission sets list with search, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PermissionSetSummary } from '@portal/shared';
import { usePermissionSets } from '../api/get-permission-sets';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useDateFormat } from '../../../lib/format';
import { CatalogListPage } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { toPermissionSetEdit, toPermissionSetNew } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function PermissionSetsPage() {
  const { t } = useTranslation('catalog');
  const formatDate = useDateFormat();
  const columns: DataTableColumn<PermissionSetSummary>[] = [
    {
      id: 'name',
      header: t('permissionSets.fields.name'),
      sortKey: 'name',
      cell: (p) => (
        <Link to={toPermissionSetEdit(p)} className="link font-semibold">
          <code className="font-mono text-sm">{p.name}</code>
        </Link>
      ),
    },
    {
      id: 'displayName',
      header: t('permissionSets.fields.displayName'),
      sortKey: 'displayName',
      cell: (p) => p.displayName,
    },
    {
      id: 'selectionMode',
      header: t('permissionSets.fields.selectionMode'),
      sortKey: 'selectionMode',
      cell: (p) => t(`permissionSets.mode.${p.selectionMode}`),
    },
    { id: 'roleCount', header: t('permissionSets.roleCount'), cell: (p) => p.roleCount },
    {
      id: 'updatedAt',
      header: t('list.updatedAt'),
      sortKey: 'updatedAt',
      cell: (p) => formatDate(p.updatedAt),
    },
  ];
  return (
    <CatalogListPage
      title={t('permissionSets.title')}
      createPath={toPermissionSetNew()}
      createLabel={t('permissionSets.create')}
      canWrite={useCanWrite('permissionSets')}
      columns={columns}
      defaults={{ sort: 'name', order: 'asc' }}
      useList={usePermissionSets}
      rowKey={(p) => p.id}
    />
  );
}

export const Component = withNamespace('catalog', PermissionSetsPage);
