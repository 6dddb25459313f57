// One profile field the user may change: its own value, the shared rule, and a save button that
// sends just this field (PATCH /v2/user with the field and its value).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, selfEditableValueSchemas, type SelfEditableField } from '@portal/shared';
import { TextInput } from '../../components/form-field';
import { errorText, validationText } from '../../lib/error-text';
import { usePatchUser } from './api/patch-user';

type TextField = Exclude<SelfEditableField, 'preferredLanguage'>;

export function FieldEditor({ field, initial }: { field: TextField; initial: string | null }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial ?? '');
  const [touched, setTouched] = useState(false);
  const save = usePatchUser();
  const check = selfEditableValueSchemas[field].safeParse(value);
  const error = touched && !check.success ? check.error.issues[0]?.message : undefined;
  const changed = value.trim() !== (initial ?? '');

  return (
    <form
      className="grid items-end gap-3 sm:grid-cols-[minmax(0,28rem)_auto]"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (check.success && changed) save.mutate({ field, value: value.trim() });
      }}
    >
      <TextInput
        label={t(`preferences.fields.${field}`)}
        type={field === 'jobTitle' ? 'text' : 'tel'}
        value={value}
        maxLength={TEXT_MAX}
        onChange={(v) => {
          setValue(v);
          setTouched(true);
          save.reset();
        }}
        error={validationText(t, error) ?? (save.isError ? errorText(t, save.error) : undefined)}
      />
      <div className="flex items-center gap-3 pb-0.5">
        <button
          type="submit"
          className="btn-primary"
          disabled={!changed || save.isPending}
          aria-label={t('preferences.saveField', { field: t(`preferences.fields.${field}`) })}
        >
          {t('common.save')}
        </button>
        <span role="status" className="text-sm">
          {save.isSuccess ? t('preferences.saved') : ''}
        </span>
      </div>
    </form>
  );
}
