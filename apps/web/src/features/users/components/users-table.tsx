// The users list's columns on the one data table: server-side sort, a link per user, re-send.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem, UsersQuery } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { PaginationProps } from '../../../components/pagination';
import { useDateFormat } from '../../../lib/format';
import { toUserEdit } from '../../../lib/route-links';
import { serverSorting } from '../../../components/data-table/server-sorting';

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
      truncate: { text: (u) => `${u.lastName}, ${u.firstName}`, maxWidth: 10 },
      cell: (u) => (
        <Link className="link font-semibold" to={toUserEdit({ id: u.id, mode: props.mode })}>
          {u.lastName}, {u.firstName}
        </Link>
      ),
    },
    {
      id: 'email',
      header: header('email'),
      sortKey: 'email',
      truncate: { text: (u) => u.email, maxWidth: 13 },
      cell: (u) => u.email,
    },
    {
      id: 'serialNumber',
      header: header('serialNumber'),
      sortKey: 'serialNumber',
      cell: (u) => u.serialNumber ?? '—',
    },
    {
      id: 'organization',
      header: header('organization'),
      truncate: { text: (u) => u.organization ?? '', maxWidth: 10 },
      cell: (u) => u.organization ?? '—',
    },
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
      id: 'secondFactor',
      header: header('secondFactor'),
      cell: (u) => t(`values.secondFactor.${u.secondFactor}`),
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
      // Every row offers its editor (the name's link, as an action); re-sending the
      // verification e-mail only where the address is still unverified.
      cell: (u) => (
        <span className="flex min-w-28 flex-col items-start gap-1">
          <Link
            className="link"
            to={toUserEdit({ id: u.id, mode: props.mode })}
            aria-label={t(props.mode === 'edit' ? 'list.editFor' : 'list.viewFor', {
              name: `${u.firstName} ${u.lastName}`,
            })}
          >
            {t(props.mode === 'edit' ? 'list.edit' : 'list.view')}
          </Link>
          {props.canResend && !u.emailVerified && u.status === 'ACTIVE' && (
            <button
              type="button"
              className="link text-left"
              disabled={props.resendingId === u.id}
              aria-label={t('list.resendFor', { name: `${u.firstName} ${u.lastName}` })}
              onClick={() => props.onResend(u)}
            >
              {t('list.resend')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      {...serverSorting(props.sort, props.order, props.onSort)}
      caption={t('list.caption')}
      rows={props.items}
      columns={columns}
      rowKey={(u) => u.id}
      pagination={props.pagination}
    />
  );
}
