// /admin/users/copyrole: gives a set of roles to several users at once (feature:dev).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { copyRoleBodySchema, type UserListItem } from '@portal/shared';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useUserOptions } from '../api/get-user-options';
import { useCopyRole } from '../api/copy-role';
import { describeError } from '../lib/api-error';
import { toggle } from './user-form/form-props';
import { UserPicker } from './user-picker';
import { CopyPageFrame, type CopyOutcome } from './copy-page-frame';
import { withNamespace } from '../../../components/with-namespace';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface Fields {
  roleIds: number[];
  combine: boolean;
  /** The chosen users (the API takes their ids). */
  userIds: UserListItem[];
}
const BLANK: Fields = { roleIds: [], combine: false, userIds: [] };

const fullName = (u: UserListItem) => `${u.firstName} ${u.lastName}`;
const toBody = (v: Fields) => ({ ...v, userIds: v.userIds.map((u) => u.id) });

function CopyRolePage() {
  const { t } = useTranslation('users');
  const { t: words } = useTranslation('words', { useSuspense: false });
  const id = useId();
  const options = useUserOptions();
  const [notice, setNotice] = useState<CopyOutcome | undefined>();
  const copy = useCopyRole();
  const form = useZodForm<Fields>({
    schema: copyRoleBodySchema,
    defaultValues: BLANK,
    toInput: toBody,
  });
  const { errors, isSubmitted } = form.formState;
  const [roleIds, combine, users] = form.watch(['roleIds', 'combine', 'userIds']);
  // Roles excluded from copy user are left out; singular ones stay with their one holder.
  const roles = (options.data?.roles ?? []).filter(
    (r) => r.assignable && !r.excludeFromCopyUser && !r.singular,
  );
  // Each choice is checked again once a submit failed (the combine rule spans two fields).
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    form.setValue(name, value as never, { shouldDirty: true });
    if (isSubmitted) void form.trigger();
  };

  // One message per place it shows: the roles, the combine rule, the users.
  const messages = (e: FieldErrors<Fields>) => {
    const combineRule = e.roleIds?.type === 'combineRoles';
    const text = (error: { type?: unknown; message?: string } | undefined, field: string) =>
      error?.type === 'selectionRequired'
        ? `${t('validation.selectionRequired')} ${field}`
        : error?.message;
    return {
      roleIds: combineRule ? undefined : text(e.roleIds, t('copyRole.roles')),
      combine: combineRule ? e.roleIds?.message : undefined,
      userIds: text(e.userIds, t('copyRole.users')),
    };
  };
  const shown = messages(errors);
  // The alert names the one problem, or asks to correct the marked ones.
  const failedText = (e: FieldErrors<Fields>) => {
    const all = Object.values(messages(e)).filter(Boolean);
    return all.length === 1 ? all[0] : undefined;
  };

  // The copy is asked for once, naming the users and roles; it runs on the answer.
  const [asking, setAsking] = useState<Fields | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const givenOf = (values: Fields) =>
    roles.filter((r) => values.roleIds.includes(r.id)).map((r) => r.displayName);
  // Nothing is saved yet: the dialog's answer runs the copy.
  const submit = (values: Fields) => {
    setFailure(null);
    setAsking(values);
    return Promise.resolve(false);
  };
  const run = async (values: Fields) => {
    const given = givenOf(values);
    try {
      const { updated } = await copy.mutateAsync(copyRoleBodySchema.parse(toBody(values)));
      const details = t('copyRole.doneDetails', {
        roles: given.join(', '),
        users: values.userIds.map(fullName).join(', '),
      });
      setAsking(null);
      // Nothing changed is no success: it says why, in a neutral tone.
      setNotice(
        updated === 0
          ? { kind: 'info', text: words('copyRole.nothingChanged'), details }
          : { kind: 'success', text: t('copyRole.done', { count: updated }), details },
      );
      form.reset(BLANK);
    } catch (e) {
      const d = describeError(t, e);
      setFailure(d.details && d.details !== d.message ? `${d.message} ${d.details}` : d.message);
    }
  };

  return (
    <CopyPageFrame
      title={t('copyRole.title')}
      intro={t('copyRole.intro')}
      notice={notice}
      onCloseNotice={() => setNotice(undefined)}
      form={form}
      onSubmit={submit}
      failedText={failedText}
      submitLabel={t('copyRole.submit')}
      pending={copy.isPending}
    >
      <ConfirmDialog
        isOpen={asking !== null}
        title={words('copyRole.confirmTitle')}
        question={words('copyRole.confirmQuestion', {
          roles: asking ? givenOf(asking).join(', ') : '',
          count: asking?.userIds.length ?? 0,
        })}
        names={asking?.userIds.map((u) => `${fullName(u)} · ${u.email}`) ?? []}
        confirmLabel={t('copyRole.submit')}
        busy={copy.isPending}
        error={failure}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      />
      <div className="rounded-md bg-surface p-6 shadow-sm">
        <fieldset aria-describedby={shown.roleIds ? `${id}-roles` : undefined}>
          <legend className="mb-2 text-xl font-bold">{t('copyRole.roles')}</legend>
          {shown.roleIds && (
            <p id={`${id}-roles`} className="text-sm text-danger">
              {shown.roleIds}
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
                  onChange={(e) => set('roleIds', toggle(roleIds, r.id, e.target.checked))}
                />
                {r.displayName}
              </label>
            ))}
          </div>
          <label className="mt-4 inline-flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              checked={combine}
              onChange={(e) => set('combine', e.target.checked)}
              aria-invalid={shown.combine ? true : undefined}
              aria-describedby={`${id}-combine`}
            />
            {t('copyRole.combine')}
          </label>
          {/* The rule is the hint; it turns into the error when broken. */}
          <p
            id={`${id}-combine`}
            className={shown.combine ? 'text-sm text-danger' : 'text-sm text-muted-fg'}
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
          onPick={(u) => set('userIds', [...form.getValues('userIds'), u])}
        />
        {shown.userIds && <p className="text-sm text-danger">{shown.userIds}</p>}
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
                  onClick={() =>
                    set(
                      'userIds',
                      users.filter((x) => x.id !== u.id),
                    )
                  }
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

export const Component = withNamespace('users', CopyRolePage);
