// /admin/users/copyuser: a new user with another user's locations, roles and applications (feature:dev).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyUserBodySchema,
  isLocale,
  type UserListItem,
  type ValidationKey,
} from '@portal/shared';
import { issueToKey } from '../../../lib/validation-text';
import { useUser } from '../api/get-user';
import { useUserOptions } from '../api/get-user-options';
import { useCopyUser } from '../api/copy-user';
import { describeError } from '../lib/api-error';

import { TextField } from './text-field';
import { UserPicker } from './user-picker';
import { CopyPageFrame, type CopyOutcome } from './copy-page-frame';
import { CopySourceSummary } from './copy-source-summary';
import { withUsersNamespace } from './with-users-namespace';

const BLANK = { firstName: '', lastName: '', email: '', jobTitle: '', mobilePhone: '' };
type Fields = typeof BLANK;
const FIELD_NAMES = Object.keys(BLANK) as (keyof Fields)[];

function CopyUserPage() {
  const { t, i18n } = useTranslation('users');
  const options = useUserOptions();
  const [source, setSource] = useState<UserListItem | null>(null);
  const detail = useUser(source?.id ?? 0, source !== null);
  const [fields, setFields] = useState<Fields>(BLANK);
  // Messages show once a copy was attempted, then follow what is typed.
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<CopyOutcome | undefined>();
  const copy = useCopyUser();
  const lng = i18n.resolvedLanguage;

  // Picking a source removes the search box: keyboard focus goes to the control that replaces it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (source) changeButton.current?.focus();
    else picker.current?.querySelector('input')?.focus();
  }, [source]);
  const pick = (u: UserListItem | null) => {
    moveFocus.current = true;
    setSource(u);
  };

  const parsed = copyUserBodySchema.safeParse({
    sourceUserId: source?.id ?? 0,
    ...fields,
    jobTitle: fields.jobTitle.trim() || null,
    mobilePhone: fields.mobilePhone.trim() || null,
    preferredLanguage: isLocale(lng) ? lng : 'en',
  });
  const errors: Partial<Record<keyof Fields, ValidationKey>> = {};
  if (tried)
    for (const issue of parsed.error?.issues ?? []) {
      const f = issue.path[0] as keyof Fields;
      if (FIELD_NAMES.includes(f)) errors[f] ??= issueToKey(issue).key as ValidationKey;
    }
  const sourceMissing = tried && !source;

  const submit = () => {
    setTried(true);
    if (!source || !parsed.success)
      return setNotice({ kind: 'error', text: t('validation.correctErrors') });
    const body = parsed.data;
    const name = `${body.firstName} ${body.lastName}`;
    copy.mutate(body, {
      onSuccess: ({ id }) => {
        setNotice({
          kind: 'success',
          text: t('copyUser.created', {
            name,
            source: `${source.firstName} ${source.lastName}`,
            email: body.email,
          }),
          link: { to: `/admin/users/${id}/edit`, label: t('copyUser.open', { name }) },
        });
        setFields(BLANK);
        setTried(false);
      },
      onError: (e) => {
        const d = describeError(t, e);
        setNotice({ kind: 'error', text: d.message, details: d.details });
      },
    });
  };

  const field = (key: keyof Fields, required = false) => (
    <TextField
      label={t(`fields.${key}`)}
      value={fields[key]}
      required={required}
      type={key === 'email' ? 'email' : key === 'mobilePhone' ? 'tel' : 'text'}
      error={errors[key]}
      disabled={copy.isPending}
      onChange={(v) => setFields((f) => ({ ...f, [key]: v }))}
    />
  );

  let summary = null;
  if (detail.error)
    summary = <p className="text-sm text-danger">{describeError(t, detail.error).message}</p>;
  else if (options.error)
    summary = <p className="text-sm text-danger">{describeError(t, options.error).message}</p>;
  else if (detail.data && options.data)
    summary = <CopySourceSummary user={detail.data} options={options.data} />;
  else if (source) summary = <p className="text-sm">{t('common.loading')}</p>;

  return (
    <CopyPageFrame
      title={t('copyUser.title')}
      intro={t('copyUser.intro')}
      notice={notice}
      onCloseNotice={() => setNotice(undefined)}
      submitLabel={t('copyUser.submit')}
      onSubmit={submit}
      pending={copy.isPending}
    >
      <div className="flex flex-col gap-4 rounded-md bg-surface p-6 shadow-sm">
        <h2 className="text-xl font-bold">{t('copyUser.source')}</h2>
        {source ? (
          <p>
            {source.lastName}, {source.firstName} · {source.email}{' '}
            <button
              ref={changeButton}
              type="button"
              className="link"
              onClick={() => pick(null)}
              disabled={copy.isPending}
            >
              {t('copyUser.change')}
            </button>
          </p>
        ) : (
          <div ref={picker}>
            <UserPicker label={t('copyUser.findSource')} onPick={pick} />
          </div>
        )}
        {sourceMissing && (
          <p className="text-sm text-danger">
            {t('validation.selectionRequired')} {t('copyUser.source')}
          </p>
        )}
        {summary}
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
    </CopyPageFrame>
  );
}

export const Component = withUsersNamespace(CopyUserPage);
