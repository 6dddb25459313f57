// /admin/users/copyrole: gives a set of roles to several users at once (feature:dev).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyRoleBodySchema, type UserListItem, type ValidationKey } from '@portal/shared';
import { useUserOptions } from '../api/get-user-options';
import { useCopyRole } from '../api/copy-role';
import { describeError } from '../lib/api-error';
import { issueToKey } from '../../../lib/validation-text';
import { toggle } from './user-form/form-props';
import { UserPicker } from './user-picker';
import { CopyPageFrame, type CopyOutcome } from './copy-page-frame';
import { withUsersNamespace } from './with-users-namespace';

const fullName = (u: UserListItem) => `${u.firstName} ${u.lastName}`;

function CopyRolePage() {
  const { t } = useTranslation('users');
  const id = useId();
  const options = useUserOptions();
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const [combine, setCombine] = useState(false);
  const [users, setUsers] = useState<UserListItem[]>([]);
  // Messages show once roles were given, then follow the choices.
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<CopyOutcome | undefined>();
  const copy = useCopyRole();
  // Roles excluded from copy user are left out; singular ones stay with their one holder.
  const roles = (options.data?.roles ?? []).filter(
    (r) => r.assignable && !r.excludeFromCopyUser && !r.singular,
  );

  const parsed = copyRoleBodySchema.safeParse({
    roleIds,
    userIds: users.map((u) => u.id),
    combine,
  });
  // One message per place it shows: the roles, the combine rule, the users.
  const problems: { roleIds?: string; combine?: string; userIds?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issueToKey(issue).key as ValidationKey;
    const onRoles = issue.path[0] === 'roleIds';
    const slot = key === 'combineRoles' ? 'combine' : onRoles ? 'roleIds' : 'userIds';
    problems[slot] ??=
      key === 'selectionRequired'
        ? `${t('validation.selectionRequired')} ${onRoles ? t('copyRole.roles') : t('copyRole.users')}`
        : t(`validation.${key}`, { max: 255, min: 8 });
  }
  const errors = tried ? problems : {};

  const submit = () => {
    setTried(true);
    if (!parsed.success) {
      const messages = Object.values(problems);
      const text = messages.length === 1 ? messages[0]! : t('validation.correctErrors');
      return setNotice({ kind: 'error', text });
    }
    const given = roles.filter((r) => roleIds.includes(r.id)).map((r) => r.displayName);
    const names = users.map(fullName);
    copy.mutate(parsed.data, {
      onSuccess: ({ updated }) => {
        setNotice({
          kind: 'success',
          text: t('copyRole.done', { count: updated }),
          details: t('copyRole.doneDetails', {
            roles: given.join(', '),
            users: names.join(', '),
          }),
        });
        setUsers([]);
        setRoleIds([]);
        setCombine(false);
        setTried(false);
      },
      onError: (e) => {
        const d = describeError(t, e);
        setNotice({ kind: 'error', text: d.message, details: d.details });
      },
    });
  };

  return (
    <CopyPageFrame
      title={t('copyRole.title')}
      intro={t('copyRole.intro')}
      notice={notice}
      onCloseNotice={() => setNotice(undefined)}
      submitLabel={t('copyRole.submit')}
      onSubmit={submit}
      pending={copy.isPending}
    >
      <div className="rounded-md bg-surface p-6 shadow-sm">
        <fieldset
          disabled={copy.isPending}
          aria-describedby={errors.roleIds ? `${id}-roles` : undefined}
        >
          <legend className="mb-2 text-xl font-bold">{t('copyRole.roles')}</legend>
          {errors.roleIds && (
            <p id={`${id}-roles`} className="text-sm text-danger">
              {errors.roleIds}
            </p>
          )}
          {options.error && (
            <p className="text-sm text-danger">{describeError(t, options.error).message}</p>
          )}
          {options.isPending && <p className="text-sm">{t('common.loading')}</p>}
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
              aria-invalid={errors.combine ? true : undefined}
              aria-describedby={`${id}-combine`}
            />
            {t('copyRole.combine')}
          </label>
          {/* The rule is the hint; it turns into the error when broken. */}
          <p
            id={`${id}-combine`}
            className={errors.combine ? 'text-sm text-danger' : 'text-sm text-muted-fg'}
          >
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
        {errors.userIds && <p className="text-sm text-danger">{errors.userIds}</p>}
        <h3 id={`${id}-chosen`} className="font-semibold">
          {t('copyRole.chosen')}
        </h3>
        {users.length === 0 ? (
          <p className="text-sm">{t('copyRole.noneChosen')}</p>
        ) : (
          <ul aria-labelledby={`${id}-chosen`} className="flex flex-col gap-1">
            {users.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-2">
                <span>
                  {u.lastName}, {u.firstName} · {u.email}
                </span>
                <button
                  type="button"
                  className="link"
                  aria-label={t('copyRole.removeUser', { name: fullName(u) })}
                  disabled={copy.isPending}
                  onClick={() => setUsers((list) => list.filter((x) => x.id !== u.id))}
                >
                  {t('locations.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </CopyPageFrame>
  );
}

export const Component = withUsersNamespace(CopyRolePage);
