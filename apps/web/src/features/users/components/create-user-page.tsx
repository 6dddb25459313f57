// /admin/users/create/: a stepped form with every field of the User entity; validated on both sides.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { useUserOptions } from '../api/get-user-options';
import { useCreateUser } from '../api/create-user';
import { describeError } from '../lib/api-error';
import { blankValues, toPayload } from '../lib/form-values';
import { errorsIn } from '../lib/validate';
import { useUserForm } from '../lib/use-user-form';
import { SECTIONS } from './user-form/sections';
import { Notice, type NoticeState } from './notice';
import { UnsavedChangesPrompt } from './unsaved-changes';
import { toUserEdit, toUsers } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function CreateUserPage() {
  const { t, i18n } = useTranslation('users');
  const options = useUserOptions();
  const lng = i18n.resolvedLanguage;
  // Made once: a language change while filling in the form keeps what was typed.
  const [initial] = useState(() => blankValues(isLocale(lng) ? lng : 'en'));
  const form = useUserForm(initial, options.data);
  const create = useCreateUser();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const [created, setCreated] = useState<number | null>(null);
  const section = SECTIONS[step]!;
  const lastStep = step === SECTIONS.length - 1;

  const next = () => {
    if (!form.check([section.id]))
      return setNotice({ kind: 'error', text: t('validation.correctErrors') });
    setNotice(undefined);
    setStep(step + 1);
  };
  const submit = () => {
    if (!form.check(SECTIONS.map((s) => s.id))) {
      setStep(SECTIONS.findIndex((s) => errorsIn(form.errors, s.id).length > 0));
      return setNotice({ kind: 'error', text: t('validation.correctErrors') });
    }
    create.mutate(toPayload(form.values), {
      onSuccess: ({ id }) => setCreated(id),
      onError: (e) => {
        const d = describeError(t, e);
        setNotice({ kind: 'error', text: d.message, details: d.details });
      },
    });
  };

  // Navigates once the form no longer counts as unsaved (the prompt would hold the navigation).
  const email = form.values.email;
  useEffect(() => {
    if (created === null) return;
    void navigate(toUserEdit({ id: created }), {
      state: { notice: { kind: 'success', text: t('create.created', { email }) } },
    });
  }, [created, email, navigate, t]);

  return (
    <section className="page relative">
      <p>
        <Link to={toUsers()} className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t('create.title')}</h1>
      <nav aria-label={t('create.steps')} className="mt-6">
        <ol className="flex flex-wrap gap-2">
          {SECTIONS.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={i === step ? 'step' : undefined}
                onClick={() => setStep(i)}
                className={`rounded-full border px-3 py-1 text-sm font-semibold ${i === step ? 'border-primary bg-primary text-primary-fg' : 'border-muted-fg bg-surface'}`}
              >
                {t('create.stepN', { n: i + 1, section: t(`sections.${s.id}`) })}
                {errorsIn(form.visibleErrors, s.id).length > 0 && (
                  <span className="ml-1" aria-label={t('editor.hasErrors')}>
                    !
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="relative mt-6 rounded-md bg-surface p-6 shadow-sm">
        {!options.data ? (
          <LoaderOverlay />
        ) : (
          <>
            <h2 className="mb-4 text-xl font-bold">{t(`sections.${section.id}`)}</h2>
            <section.Component
              values={form.values}
              errors={form.visibleErrors}
              options={options.data}
              onChange={form.onChange}
              readOnly={false}
              self={false}
            />
          </>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        {step > 0 && (
          <button type="button" className="btn-secondary" onClick={() => setStep(step - 1)}>
            {t('create.back')}
          </button>
        )}
        {lastStep ? (
          <button
            type="button"
            className="btn-primary"
            onClick={submit}
            disabled={create.isPending}
          >
            {t('create.submit')}
          </button>
        ) : (
          <button type="button" className="btn-primary" onClick={next}>
            {t('create.next')}
          </button>
        )}
      </div>
      <UnsavedChangesPrompt dirty={form.dirty && created === null} />
    </section>
  );
}

export const Component = withNamespace('users', CreateUserPage);
