// /admin/users/create/: every field of the User entity in the editor's tabbed sections, checked per
// section when its tab is left and whole on Create (one button); validated on both sides. Tabs
// rather than steps: the edit flow is tabs (spec section 2), and one way through both keeps the
// same sections, fields and rules, while steps would force an order the editor does not have.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { useUserOptions } from '../api/get-user-options';
import { useCreateUser } from '../api/create-user';
import { describeError } from '../lib/api-error';
import { blankValues, toPayload, type FormSection, type UserFormValues } from '../lib/form-values';
import type { FieldErrors } from 'react-hook-form';
import { errorsIn, type FieldErrors as Errors } from '../lib/validate';
import { useUserForm } from '../lib/use-user-form';
import { Form } from '../../../components/form/form';
import { SECTIONS } from './user-form/sections';
import { BoundSection } from './user-form/bound-section';
import { SectionTabs } from './user-form/section-tabs';
import { useTabs } from '../../../components/tabs';
import { Notice, type NoticeState } from '../../../components/notice';
import { toUserEdit, toUsers } from '../../../lib/route-links';
import { withNamespace } from '../../../components/with-namespace';
import { BusyButton } from '../../../components/busy-button';

const TAB_IDS: readonly FormSection[] = SECTIONS.map((s) => s.id);

function CreateUserPage() {
  const { t, i18n } = useTranslation('users');
  const options = useUserOptions();
  const lng = i18n.resolvedLanguage;
  // Made once: a language change while filling in the form keeps what was typed.
  const [initial] = useState(() => blankValues(isLocale(lng) ? lng : 'en'));
  const form = useUserForm(initial, options.data, 'onChange');
  const create = useCreateUser();
  const navigate = useNavigate();
  const [tab, setTab] = useState<FormSection>('profile');
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const [created, setCreated] = useState<number | null>(null);
  const section = SECTIONS.find((s) => s.id === tab)!;
  // The same tabs as the editor: any section may be opened at any time; the one left is checked,
  // so its tab says at once when something in it needs correcting.
  const tabs = useTabs(TAB_IDS, tab, (next) => {
    if (next !== tab) void form.check([tab]);
    setTab(next);
  });

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
  // Create checks every section: the first with errors opens (the Form says what to correct).
  const onInvalid = (errors: FieldErrors<UserFormValues>) => {
    const first = SECTIONS.find((s) => errorsIn(errors as Errors, s.id).length > 0);
    if (first) setTab(first.id);
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
      <div className="mt-6">
        <SectionTabs ids={TAB_IDS} tabs={tabs} errors={form.errors} label={t('editor.tabs')} />
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <Form
        form={form.form}
        guardLeaving={created === null}
        onSubmit={submit}
        aria-label={t('create.title')}
        className="mt-4 grid gap-4"
      >
        <div
          {...tabs.panel(tab)}
          className="relative rounded-md bg-surface p-6 shadow-sm outline-none"
        >
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
        <div className="flex flex-wrap gap-2 border-t border-muted pt-4">
          <BusyButton
            className="btn-primary"
            busy={create.isPending}
            onClick={() => void form.form.handleSubmit(submit, onInvalid)()}
          >
            {t('create.submit')}
          </BusyButton>
        </div>
      </Form>
    </section>
  );
}

export const Component = withNamespace('users', CreateUserPage);
