// One profile field the user may change: its own value, the shared rule, and a save button that
// sends just this field (PATCH /v2/user with the field and its value).
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TEXT_MAX, selfEditableValueSchemas, type SelfEditableField } from '@portal/shared';
import { Form } from '../../components/form/form';
import { TextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { errorText } from '../../lib/error-text';
import { usePatchUser } from './api/patch-user';

type Editable = Exclude<SelfEditableField, 'preferredLanguage'>;
type Values = { value: string };

export function FieldEditor({ field, initial }: { field: Editable; initial: string | null }) {
  const { t } = useTranslation();
  const form = useZodForm<Values>({
    schema: z.object({ value: selfEditableValueSchemas[field] }),
    defaultValues: { value: initial ?? '' },
    // Checked as the user types.
    mode: 'onChange',
  });
  const save = usePatchUser();
  const value = useWatch({ control: form.control, name: 'value' });
  const changed = value.trim() !== (initial ?? '');
  // A new value starts afresh: no "saved", no refusal (on typing, not on every render).
  const { watch } = form;
  const { reset } = save;
  useEffect(
    () =>
      watch((_, { type }) => {
        if (type === 'change') reset();
      }).unsubscribe,
    [watch, reset],
  );
  const label = t(`preferences.fields.${field}`);

  return (
    <Form
      form={form}
      className="grid items-end gap-3 sm:grid-cols-[minmax(0,28rem)_auto]"
      onSubmit={({ value: next }) => {
        if (!changed) return;
        save.mutate(
          { field, value: next.trim() },
          // The server's refusal shows at the field, in the user's words.
          { onError: (error) => form.setError('value', { message: errorText(t, error) }) },
        );
      }}
    >
      <TextField<Values>
        name="value"
        label={label}
        type={field === 'jobTitle' ? 'text' : 'tel'}
        maxLength={TEXT_MAX}
      />
      <div className="flex items-center gap-3 pb-0.5">
        <button
          type="submit"
          className="btn-primary"
          disabled={!changed || save.isPending}
          aria-label={t('preferences.saveField', { field: label })}
        >
          {t('common.save')}
        </button>
        <span role="status" className="text-sm">
          {save.isSuccess ? t('preferences.saved') : ''}
        </span>
      </div>
    </Form>
  );
}
