// The users table: sortable column headers (server-side sort), a link per user, re-send verification.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem, UsersQuery } from '@portal/shared';
import { useDateFormat } from '../lib/use-date-format';
import { toUserEdit } from '../../../lib/route-links';

type Sort = UsersQuery['sort'];

interface Props {
  items: UserListItem[];
  sort: Sort;
  order: 'asc' | 'desc';
  onSort: (sort: Sort) => void;
  /** 'edit' or 'view': the editor's mode for this administrator. */
  mode: 'edit' | 'view';
  canResend: boolean;
  onResend: (user: UserListItem) => void;
  resendingId: number | undefined;
}

const COLUMNS: { key: string; sort?: Sort }[] = [
  { key: 'name', sort: 'name' },
  { key: 'email', sort: 'email' },
  { key: 'serialNumber', sort: 'serialNumber' },
  { key: 'organization' },
  { key: 'userType', sort: 'userType' },
  { key: 'accountType', sort: 'accountType' },
  { key: 'status', sort: 'status' },
  { key: 'lastLogin', sort: 'lastLogin' },
];

export function UsersTable(props: Props) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const header = (c: (typeof COLUMNS)[number]) => {
    const label = t(`list.columns.${c.key}` as 'list.columns.name');
    if (!c.sort)
      return (
        <th key={c.key} scope="col" className="px-3 py-2 text-left">
          {label}
        </th>
      );
    const active = props.sort === c.sort;
    const ariaSort = active ? (props.order === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <th key={c.key} scope="col" aria-sort={ariaSort} className="px-3 py-2 text-left">
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
          onClick={() => props.onSort(c.sort!)}
        >
          {label}
          <span aria-hidden="true">{active ? (props.order === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-md border border-muted bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-muted bg-page">
          <tr>
            {COLUMNS.map(header)}
            <th scope="col" className="px-3 py-2 text-left">
              {t('list.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((u) => (
            <tr key={u.id} className="border-b border-muted last:border-0">
              <td className="px-3 py-2">
                <Link
                  className="link font-semibold"
                  to={toUserEdit({ id: u.id, mode: props.mode })}
                >
                  {u.lastName}, {u.firstName}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{u.email}</td>
              <td className="px-3 py-2">{u.serialNumber ?? '—'}</td>
              <td className="px-3 py-2">{u.organization ?? '—'}</td>
              <td className="px-3 py-2">{t(`values.userType.${u.userType}`)}</td>
              <td className="px-3 py-2">{t(`values.accountType.${u.accountType}`)}</td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${u.status === 'ACTIVE' ? 'bg-green-100 text-green-900' : 'bg-page text-muted-fg'}`}
                >
                  {t(`values.status.${u.status}`)}
                </span>
              </td>
              <td className="px-3 py-2">
                {u.lastLoginAt ? formatDate(u.lastLoginAt) : t('list.never')}
              </td>
              <td className="px-3 py-2">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
