// /admin/users/copyrole: gives a set of roles to several users at once (feature:dev).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { copyRoleBodySchema, type UserListItem } from '@portal/shared';
import { useUserOptions } from '../api/get-user-options';
import { useCopyRole } from '../api/copy-role';
import { describeError } from '../lib/api-error';
import { validationKey } from '../lib/validate';
import { toggle } from './user-form/form-props';
import { UserPicker } from './user-picker';
import { Notice, type NoticeState } from './notice';
import { withUsersNamespace } from './with-users-namespace';

function CopyRolePage() {
  const { t } = useTranslation('users');
  const id = useId();
  const options = useUserOptions();
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [combine, setCombine] = useState(false);
  const [users, setUsers] = useState<UserListItem[]>([]);
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const copy = useCopyRole();
  // Roles excluded from copy user are left out; singular ones stay with their one holder.
  const roles = (options.data?.roles ?? []).filter(
    (r) => r.assignable && !r.excludeFromCopyUser && !r.singular,
  );

  const submit = () => {
    const parsed = copyRoleBodySchema.safeParse({
      roleIds,
      userIds: users.map((u) => u.id),
      combine,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const key = validationKey(issue.message);
      const field = issue.path[0] === 'roleIds' ? t('copyRole.roles') : t('copyRole.users');
      const text =
        key === 'selectionRequired'
          ? `${t('validation.selectionRequired')} ${field}`
          : t(`validation.${key}`, { max: 255, min: 8 });
      return setNotice({ kind: 'error', text });
    }
    copy.mutate(parsed.data, {
      onSuccess: ({ updated }) => {
        setNotice({ kind: 'success', text: t('copyRole.done', { count: updated }) });
        setUsers([]);
        setRoleIds([]);
      },
      onError: (e) => {
        const d = describeError(t, e);
        setNotice({ kind: 'error', text: d.message, details: d.details });
      },
    });
  };

  return (
    <section className="page">
      <p>
        <Link to="/admin/users" className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t('copyRole.title')}</h1>
      <p className="mt-2">{t('copyRole.intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-md bg-surface p-6 shadow-sm">
          <fieldset>
            <legend className="mb-2 text-xl font-bold">{t('copyRole.roles')}</legend>
            <div className="mt-2 flex flex-col gap-2">
              {roles.map((r) => (
                <label key={r.id} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={roleIds.includes(r.id)}
                    onChange={(e) => setRoleIds(toggle(roleIds, r.id, e.target.checked))}
                  />
                  {r.displayName}
                </label>
              ))}
            </div>
            <label className="mt-4 inline-flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={combine}
                onChange={(e) => setCombine(e.target.checked)}
                aria-describedby={`${id}-combine`}
              />
              {t('copyRole.combine')}
            </label>
            <p id={`${id}-combine`} className="text-sm text-muted-fg">
              {t('validation.combineRoles')}
            </p>
          </fieldset>
        </div>
        <div className="flex flex-col gap-4 rounded-md bg-surface p-6 shadow-sm">
          <h2 className="text-xl font-bold">{t('copyRole.users')}</h2>
          <UserPicker
            label={t('copyRole.findUsers')}
            exclude={users.map((u) => u.id)}
            onPick={(u) => setUsers((list) => [...list, u])}
          />
          <ul className="flex flex-col gap-1">
            {users.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-2">
                <span>
                  {u.lastName}, {u.firstName} · {u.email}
                </span>
                <button
                  type="button"
                  className="link"
                  aria-label={t('copyRole.removeUser', { name: `${u.firstName} ${u.lastName}` })}
                  onClick={() => setUsers((list) => list.filter((x) => x.id !== u.id))}
                >
                  {t('locations.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="button" className="btn-primary mt-6" onClick={submit} disabled={copy.isPending}>
        {t('copyRole.submit')}
      </button>
    </section>
  );
}

export const Component = withUsersNamespace(CopyRolePage);
