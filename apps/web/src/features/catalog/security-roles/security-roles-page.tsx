// /admin/security-roles: the security roles list with search, sortable columns and pages.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SecurityRoleSummary } from '@portal/shared';
import { useSecurityRoles } from '../api/get-security-roles';
import { CatalogListPage, type ListColumn } from '../components/list-page';
import { useCanWrite } from '../components/use-catalog-access';
import { toSecurityRoleEdit } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function SecurityRolesPage() {
  const { t, i18n } = useTranslation('catalog');
  const columns: ListColumn<SecurityRoleSummary>[] = [
    {
      id: 'name',
      header: t('securityRoles.fields.name'),
      sort: 'name',
      cell: (r) => (
        <Link to={toSecurityRoleEdit(r)} className="link font-semibold">
          {r.name}
        </Link>
      ),
    },
    {
      id: 'displayName',
      header: t('securityRoles.fields.displayName'),
      sort: 'displayName',
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
      sort: 'userCount',
      cell: (r) => r.userCount,
    },
    {
      id: 'updatedAt',
      header: t('list.updatedAt'),
      sort: 'updatedAt',
      cell: (r) => new Date(r.updatedAt).toLocaleDateString(i18n.language),
    },
  ];
  return (
    <CatalogListPage
      title={t('securityRoles.title')}
      createPath="/admin/security-role"
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
