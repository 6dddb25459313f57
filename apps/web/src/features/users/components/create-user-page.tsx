// /admin/users/create/: a stepped form with every field of the User entity; validated on both sides.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { useUserOptions } from '../api/get-user-options';
import { useCreateUser } from '../api/create-user';
import { describeError } from '../lib/api-error';
import { blankValues, toPayload, type UserFormValues } from '../lib/form-values';
import type { FieldErrors } from 'react-hook-form';
import { errorsIn, type FieldErrors as Errors } from '../lib/validate';
import { useUserForm } from '../lib/use-user-form';
import { Form } from '../../../components/form/form';
import { SECTIONS } from './user-form/sections';
import { BoundSection } from './user-form/bound-section';
import { Notice, type NoticeState } from '../../../components/notice';
import { toUserEdit, toUsers } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';

function CreateUserPage() {
  const { t, i18n } = useTranslation('users');
  const options = useUserOptions();
  const lng = i18n.resolvedLanguage;
  // Made once: a language change while filling in the form keeps what was typed.
  const [initial] = useState(() => blankValues(isLocale(lng) ? lng : 'en'));
  const form = useUserForm(initial, options.data, 'onChange');
  const create = useCreateUser();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const [created, setCreated] = useState<number | null>(null);
  const section = SECTIONS[step]!;
  const lastStep = step === SECTIONS.length - 1;

  // Each step is checked before the next one opens (the Form says what to correct).
  const next = async () => {
    if (await form.check([section.id])) setStep(step + 1);
  };
  // Enter in a field of a step goes to the next step (the browser would submit the whole form);
  // only on the last step does it create the user. Controls that use Enter themselves keep it.
  const stepBox = useRef<HTMLDivElement>(null);
  const nextStep = useRef(next);
  useEffect(() => {
    nextStep.current = next;
  });
  useEffect(() => {
    const box = stepBox.current;
    if (!box || lastStep) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented) return;
      if (!(event.target instanceof HTMLInputElement)) return;
      event.preventDefault();
      void nextStep.current();
    };
    box.addEventListener('keydown', onKey);
    return () => box.removeEventListener('keydown', onKey);
  }, [lastStep]);
  const submit = async (values: UserFormValues) => {
    setNotice(undefined);
    try {
      const { id } = await create.mutateAsync(toPayload(values));
      setCreated(id);
      return true;
    } catch (e) {
      const d = describeError(t, e);
      setNotice({ kind: 'error', text: d.message, details: d.details });
      return false;
    }
  };
  const onInvalid = (errors: FieldErrors<UserFormValues>) => {
    const first = SECTIONS.findIndex((s) => errorsIn(errors as Errors, s.id).length > 0);
    if (first >= 0) setStep(first);
  };

  // Navigates once the form no longer counts as unsaved (the prompt would hold the navigation).
  const { getValues } = form.form;
  useEffect(() => {
    if (created === null) return;
    void navigate(toUserEdit({ id: created }), {
      state: {
        notice: { kind: 'success', text: t('create.created', { email: getValues('email') }) },
      },
    });
  }, [created, getValues, navigate, t]);

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
                {errorsIn(form.errors, s.id).length > 0 && (
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
      <Form
        form={form.form}
        guardLeaving={created === null}
        onSubmit={submit}
        aria-label={t('create.title')}
        className="mt-6 grid gap-4"
      >
        <div ref={stepBox} className="relative rounded-md bg-surface p-6 shadow-sm">
          {!options.data ? (
            <LoaderOverlay />
          ) : (
            <>
              <h2 className="mb-4 text-xl font-bold">{t(`sections.${section.id}`)}</h2>
              <BoundSection
                Component={section.Component}
                control={form.form.control}
                errors={form.errors}
                options={options.data}
                onChange={form.onChange}
                self={false}
              />
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {step > 0 && (
            <button type="button" className="btn-secondary" onClick={() => setStep(step - 1)}>
              {t('create.back')}
            </button>
          )}
          {lastStep ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => void form.form.handleSubmit(submit, onInvalid)()}
              disabled={create.isPending}
            >
              {t('create.submit')}
            </button>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void next()}>
              {t('create.next')}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}

export const Component = withNamespace('users', CreateUserPage);
