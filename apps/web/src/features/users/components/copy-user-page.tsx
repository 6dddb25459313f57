// /admin/users/copyuser: a new user with another user's locations, roles and applications (feature:dev).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyUserBodySchema, isLocale, type UserListItem } from '@portal/shared';
import { TextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useUser } from '../api/get-user';
import { useUserOptions } from '../api/get-user-options';
import { useCopyUser } from '../api/copy-user';
import { describeError } from '../lib/api-error';
import { UserPicker } from './user-picker';
import { CopyPageFrame, type CopyOutcome } from './copy-page-frame';
import { CopySourceSummary } from './copy-source-summary';
import { toUserEdit } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

interface Fields {
  /** 0 until a source is picked (the schema asks for one). */
  sourceUserId: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  mobilePhone: string;
}
const BLANK: Fields = {
  sourceUserId: 0,
  firstName: '',
  lastName: '',
  email: '',
  jobTitle: '',
  mobilePhone: '',
};

function CopyUserPage() {
  const { t, i18n } = useTranslation('users');
  const options = useUserOptions();
  const [source, setSource] = useState<UserListItem | null>(null);
  const detail = useUser(source?.id ?? 0, source !== null);
  const [notice, setNotice] = useState<CopyOutcome | undefined>();
  const copy = useCopyUser();
  const lng = i18n.resolvedLanguage;
  const toBody = (v: Fields) => ({
    ...v,
    jobTitle: v.jobTitle.trim() || null,
    mobilePhone: v.mobilePhone.trim() || null,
    preferredLanguage: isLocale(lng) ? lng : 'en',
  });
  const form = useZodForm<Fields>({
    schema: copyUserBodySchema,
    defaultValues: BLANK,
    toInput: toBody,
  });
  const { isSubmitted, errors } = form.formState;

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
    form.setValue('sourceUserId', u?.id ?? 0, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const submit = async (values: Fields) => {
    const body = copyUserBodySchema.parse(toBody(values));
    const name = `${body.firstName} ${body.lastName}`;
    try {
      const { id } = await copy.mutateAsync(body);
      setNotice({
        kind: 'success',
        text: t('copyUser.created', {
          name,
          source: source ? `${source.firstName} ${source.lastName}` : '',
          email: body.email,
        }),
        link: { to: toUserEdit({ id }), label: t('copyUser.open', { name }) },
      });
      // Ready for the next copy of the same source.
      form.reset({ ...BLANK, sourceUserId: body.sourceUserId });
      return true;
    } catch (e) {
      const d = describeError(t, e);
      setNotice({ kind: 'error', text: d.message, details: d.details });
      return false;
    }
  };

  let summary = null;
  if (detail.error)
    summary = <p className="text-sm text-danger">{describeError(t, detail.error).message}</p>;
  else if (options.error)
    summary = <p className="text-sm text-danger">{describeError(t, options.error).message}</p>;
  else if (detail.data && options.data)
    summary = <CopySourceSummary user={detail.data} options={options.data} />;
  else if (source) summary = <p className="text-sm">{t('common.loading')}</p>;

  const field = (name: Exclude<keyof Fields, 'sourceUserId'>, required = false) => (
    <TextField<Fields>
      name={name}
      label={t(`fields.${name}`)}
      required={required}
      maxLength={255}
      type={name === 'email' ? 'email' : name === 'mobilePhone' ? 'tel' : 'text'}
    />
  );

  return (
    <CopyPageFrame
      title={t('copyUser.title')}
      intro={t('copyUser.intro')}
      notice={notice}
      onCloseNotice={() => setNotice(undefined)}
      form={form}
      onSubmit={submit}
      submitLabel={t('copyUser.submit')}
      pending={copy.isPending}
    >
      <div className="flex flex-col gap-4 rounded-md bg-surface p-6 shadow-sm">
        <h2 className="text-xl font-bold">{t('copyUser.source')}</h2>
        {source ? (
          <p>
            {source.lastName}, {source.firstName} · {source.email}{' '}
            <button ref={changeButton} type="button" className="link" onClick={() => pick(null)}>
              {t('copyUser.change')}
            </button>
          </p>
        ) : (
          <div ref={picker}>
            <UserPicker label={t('copyUser.findSource')} onPick={pick} />
          </div>
        )}
        {errors.sourceUserId && (
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

export const Component = withNamespace('users', CopyUserPage);
