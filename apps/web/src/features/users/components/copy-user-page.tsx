// /admin/users/copyuser: a new user with another user's locations, roles and applications (feature:dev).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { copyUserBodySchema, isLocale, type UserListItem } from '@portal/shared';
import { useUser } from '../api/get-user';
import { useCopyUser } from '../api/copy-user';
import { describeError } from '../lib/api-error';
import { validationKey, type FieldErrors } from '../lib/validate';
import { TextField } from './text-field';
import { UserPicker } from './user-picker';
import { Notice, type NoticeState } from './notice';
import { withUsersNamespace } from './with-users-namespace';

function CopyUserPage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const [source, setSource] = useState<UserListItem | null>(null);
  const detail = useUser(source?.id ?? 0, source !== null);
  const [fields, setFields] = useState({
    firstName: '',
    lastName: '',
    email: '',
    jobTitle: '',
    mobilePhone: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const copy = useCopyUser();
  const lng = i18n.resolvedLanguage;

  const submit = () => {
    const body = {
      sourceUserId: source?.id ?? 0,
      ...fields,
      jobTitle: fields.jobTitle || null,
      mobilePhone: fields.mobilePhone || null,
      preferredLanguage: isLocale(lng) ? lng : 'en',
    };
    const parsed = copyUserBodySchema.safeParse(body);
    const next: FieldErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const f = issue.path[0] as keyof FieldErrors;
      next[f] ??= validationKey(issue.message);
    }
    setErrors(next);
    if (!source)
      return setNotice({
        kind: 'error',
        text: `${t('validation.selectionRequired')} ${t('copyUser.source')}`,
      });
    if (!parsed.success) return setNotice({ kind: 'error', text: t('validation.correctErrors') });
    copy.mutate(parsed.data, {
      onSuccess: ({ id }) =>
        void navigate(`/admin/users/${id}/edit`, {
          state: {
            notice: { kind: 'success', text: t('create.created', { email: fields.email }) },
          },
        }),
      onError: (e) => {
        const d = describeError(t, e);
        setNotice({ kind: 'error', text: d.message, details: d.details });
      },
    });
  };
  const field = (key: keyof typeof fields, required = false) => (
    <TextField
      label={t(`fields.${key}`)}
      value={fields[key]}
      required={required}
      type={key === 'email' ? 'email' : key === 'mobilePhone' ? 'tel' : 'text'}
      error={errors[key]}
      onChange={(v) => setFields((f) => ({ ...f, [key]: v }))}
    />
  );
  const u = detail.data;

  return (
    <section className="page">
      <p>
        <Link to="/admin/users" className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t('copyUser.title')}</h1>
      <p className="mt-2">{t('copyUser.intro')}</p>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4 rounded-md bg-surface p-6 shadow-sm">
          <h2 className="text-xl font-bold">{t('copyUser.source')}</h2>
          {source ? (
            <p>
              {source.lastName}, {source.firstName} · {source.email}{' '}
              <button type="button" className="link" onClick={() => setSource(null)}>
                {t('copyUser.change')}
              </button>
            </p>
          ) : (
            <UserPicker label={t('copyUser.findSource')} onPick={setSource} />
          )}
          {u && (
            <dl className="text-sm">
              <dt className="font-semibold">{t('sections.locations')}</dt>
              <dd>
                {u.locations
                  .filter((l) => l.inScope)
                  .map((l) => l.name)
                  .join(', ') || '—'}
              </dd>
              <dt className="mt-2 font-semibold">{t('sections.roles')}</dt>
              <dd>
                {u.roles
                  .filter((r) => r.assignable)
                  .map((r) => r.displayName)
                  .join(', ') || '—'}
              </dd>
              <dt className="mt-2 font-semibold">{t('sections.applications')}</dt>
              <dd>{u.applicationIds.length}</dd>
            </dl>
          )}
          <p className="text-sm text-muted-fg">{t('copyUser.excludedNote')}</p>
        </div>
        <div className="flex flex-col gap-4 rounded-md bg-surface p-6 shadow-sm">
          <h2 className="text-xl font-bold">{t('copyUser.newUser')}</h2>
          {field('firstName', true)}
          {field('lastName', true)}
          {field('email', true)}
          {field('jobTitle')}
          {field('mobilePhone')}
        </div>
      </div>
      <button type="button" className="btn-primary mt-6" onClick={submit} disabled={copy.isPending}>
        {t('copyUser.submit')}
      </button>
    </section>
  );
}

export const Component = withUsersNamespace(CopyUserPage);
