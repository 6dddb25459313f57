// The users list's columns on the one data table: server-side sort, a link per user, re-send.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem, UsersQuery } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { PaginationProps } from '../../../components/pagination';
import { useDateFormat } from '../../../lib/format';

type Sort = UsersQuery['sort'];

interface Props {
  items: UserListItem[];
  sort: Sort;
  order: 'asc' | 'desc';
  onSort: (sort: Sort, order: 'asc' | 'desc') => void;
  /** 'edit' or 'view': the editor's mode for this administrator. */
  mode: 'edit' | 'view';
  canResend: boolean;
  onResend: (user: UserListItem) => void;
  resendingId: number | undefined;
  pagination: PaginationProps;
}

export function UsersTable(props: Props) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const header = (key: string) => t(`list.columns.${key}` as 'list.columns.name');
  const columns: DataTableColumn<UserListItem>[] = [
    {
      id: 'name',
      header: header('name'),
      sortKey: 'name',
      cell: (u) => (
        <Link className="link font-semibold" to={`/admin/users/${u.id}/${props.mode}`}>
          {u.lastName}, {u.firstName}
        </Link>
      ),
    },
    {
      id: 'email',
      header: header('email'),
      sortKey: 'email',
      cell: (u) => <span className="break-all">{u.email}</span>,
    },
    {
      id: 'serialNumber',
      header: header('serialNumber'),
      sortKey: 'serialNumber',
      cell: (u) => u.serialNumber ?? '—',
    },
    { id: 'organization', header: header('organization'), cell: (u) => u.organization ?? '—' },
    {
      id: 'userType',
      header: header('userType'),
      sortKey: 'userType',
      cell: (u) => t(`values.userType.${u.userType}`),
    },
    {
      id: 'accountType',
      header: header('accountType'),
      sortKey: 'accountType',
      cell: (u) => t(`values.accountType.${u.accountType}`),
    },
    {
      id: 'status',
      header: header('status'),
      sortKey: 'status',
      cell: (u) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.status === 'ACTIVE' ? 'bg-green-100 text-green-900' : 'bg-page text-muted-fg'}`}
        >
          {t(`values.status.${u.status}`)}
        </span>
      ),
    },
    {
      id: 'lastLogin',
      header: header('lastLogin'),
      sortKey: 'lastLogin',
      cell: (u) => (u.lastLoginAt ? formatDate(u.lastLoginAt) : t('list.never')),
    },
    {
      id: 'actions',
      header: header('actions'),
      cell: (u) =>
        props.canResend &&
        !u.emailVerified &&
        u.status === 'ACTIVE' && (
          <button
            type="button"
            className="link text-left"
            disabled={props.resendingId === u.id}
            aria-label={t('list.resendFor', { name: `${u.firstName} ${u.lastName}` })}
            onClick={() => props.onResend(u)}
          >
            {t('list.resend')}
          </button>
        ),
    },
  ];
  return (
    <DataTable
      mode="server"
      caption={t('list.caption')}
      rows={props.items}
      columns={columns}
      rowKey={(u) => u.id}
      serverOptions={{ sortBy: props.sort, sortType: props.order }}
      onServerOptionsChange={(o) => props.onSort(o.sortBy as Sort, o.sortType)}
      pagination={props.pagination}
    />
  );
}
