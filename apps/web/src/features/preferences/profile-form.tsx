// The profile fields a user may change, in one form with one Save and one Discard. The API takes one
// field and its value a call (spec section 7: PATCH /user), so Save sends each changed field in
// turn and says which were saved, or which one was refused and why, beside the buttons.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TEXT_MAX, selfEditableValueSchemas, type SelfEditableField } from '@portal/shared';
import { Form } from '../../components/form/form';
import { TextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { BlockedButton } from '../../components/blocked-button';
import { Notice, type NoticeState } from '../../components/notice';
import { errorText } from '../../lib/error-text';
import { usePatchUser } from './api/patch-user';

const FIELDS = ['jobTitle', 'mobilePhone', 'secondaryPhone', 'fax'] as const;
type Editable = (typeof FIELDS)[number] & SelfEditableField;
type Values = Record<Editable, string>;

const schema = z.object({
  jobTitle: selfEditableValueSchemas.jobTitle,
  mobilePhone: selfEditableValueSchemas.mobilePhone,
  secondaryPhone: selfEditableValueSchemas.secondaryPhone,
  fax: selfEditableValueSchemas.fax,
} satisfies Record<Editable, z.ZodType>);

export function ProfileForm({ initial }: { initial: Record<Editable, string | null> }) {
  const { t } = useTranslation();
  // Made once: the profile fetched again after each saved field does not reset what is typed.
  const [defaults] = useState<Values>(
    () => Object.fromEntries(FIELDS.map((f) => [f, initial[f] ?? ''])) as Values,
  );
  const form = useZodForm<Values>({ schema, defaultValues: defaults, mode: 'onChange' });
  const patch = usePatchUser();
  const [notice, setNotice] = useState<NoticeState | undefined>();
  const { isDirty, dirtyFields, isSubmitting } = form.formState;
  const label = (f: Editable) => t(`preferences.fields.${f}`);
  const reasonId = useId();

  const save = async (values: Values) => {
    setNotice(undefined);
    const changed = FIELDS.filter((f) => dirtyFields[f]);
    const saved: Editable[] = [];
    for (const field of changed) {
      try {
        await patch.mutateAsync({ field, value: values[field].trim() });
        saved.push(field);
      } catch (error) {
        // The server's refusal shows at the field, in the user's words, and beside the buttons.
        const message = errorText(t, error);
        form.setError(field, { message });
        setNotice({
          kind: 'error',
          text: t('preferences.notSaved', { field: label(field) }),
          details: saved.length
            ? `${message} ${t('preferences.savedFields', { fields: saved.map(label).join(', ') })}`
            : message,
        });
        return false;
      }
    }
    form.reset(values);
    setNotice({
      kind: 'success',
      text: t('preferences.savedFields', { fields: saved.map(label).join(', ') }),
    });
    return true;
  };

  return (
    <Form
      form={form}
      guardLeaving
      onSubmit={save}
      aria-label={t('preferences.tabs.profile')}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:max-w-md">
        {FIELDS.map((f) => (
          <TextField<Values>
            key={f}
            name={f}
            label={label(f)}
            type={f === 'jobTitle' ? 'text' : 'tel'}
            maxLength={TEXT_MAX}
          />
        ))}
      </div>
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="flex flex-wrap items-center gap-3">
        <BlockedButton
          type="submit"
          className="btn-primary"
          blocked={!isDirty && !isSubmitting}
          reasonId={reasonId}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('common.loading') : t('common.save')}
        </BlockedButton>
        <BlockedButton
          type="button"
          className="btn-secondary"
          blocked={!isDirty}
          reasonId={reasonId}
          disabled={isSubmitting}
          onClick={() => {
            form.reset();
            setNotice({ kind: 'info', text: t('preferences.discarded') });
          }}
        >
          {t('preferences.discard')}
        </BlockedButton>
        {!isDirty && (
          <span id={reasonId} className="text-sm text-muted-fg">
            {t('blocked.noChangesYet')}
          </span>
        )}
      </div>
    </Form>
  );
}
