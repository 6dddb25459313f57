// /admin/security-roles: the security roles list with search, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SecurityRoleSummary } from '@portal/shared';
import { useSecurityRoles } from '../api/get-security-roles';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useDateFormat } from '../../../lib/format';
import { CatalogListPage } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { toSecurityRoleEdit, toSecurityRoleNew } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function SecurityRolesPage() {
  const { t } = useTranslation('catalog');
  const formatDate = useDateFormat();
  const columns: DataTableColumn<SecurityRoleSummary>[] = [
    {
      id: 'name',
      header: t('securityRoles.fields.name'),
      sortKey: 'name',
      cell: (r) => (
        <Link to={toSecurityRoleEdit(r)} className="link font-semibold">
          <code className="font-mono text-sm">{r.name}</code>
        </Link>
      ),
    },
    {
      id: 'displayName',
      header: t('securityRoles.fields.displayName'),
      sortKey: 'displayName',
      cell: (r) => r.displayName,
    },
    {
      id: 'activities',
      header: t('securityRoles.fields.activities'),
      cell: (r) => r.activities.length,
    },
    {
      id: 'userCount',
      header: t('securityRoles.userCount'),
      sortKey: 'userCount',
      cell: (r) => r.userCount,
    },
    {
      id: 'updatedAt',
      header: t('list.updatedAt'),
      sortKey: 'updatedAt',
      cell: (r) => formatDate(r.updatedAt),
    },
  ];
  return (
    <CatalogListPage
      title={t('securityRoles.title')}
      createPath={toSecurityRoleNew()}
      createLabel={t('securityRoles.create')}
      canWrite={useCanWrite('securityRoles')}
      columns={columns}
      defaults={{ sort: 'name', order: 'asc' }}
      useList={useSecurityRoles}
      rowKey={(r) => r.id}
    />
  );
}

export const Component = withNamespace('catalog', SecurityRolesPage);
