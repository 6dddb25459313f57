// State of the user form on react-hook-form: checked by the shared schema as the administrator
// types, per section when they move on (create) and whole on save.
import { useCallback, useEffect, useMemo } from 'react';
import { useFormState, type DefaultValues } from 'react-hook-form';
import type { UserOptions } from '@portal/shared';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FIELD_SECTION, toPayload, type FormSection, type UserFormValues } from './form-values';
import { fieldsOf, userFormSchema, type FieldErrors } from './validate';

/**
 * A new `initial` (a reloaded or saved user) replaces what the form holds. `mode` 'onChange'
 * checks as the administrator types (the create steps), 'onSubmit' from the first save on.
 * The page re-renders when a section's changed state flips, not on every key: each section
 * watches its own values (BoundSection).
 */
export function useUserForm(
  initial: UserFormValues,
  options: UserOptions | undefined,
  mode: 'onSubmit' | 'onChange',
) {
  const schema = useMemo(() => userFormSchema(options), [options]);
  const form = useZodForm<UserFormValues>({
    schema,
    defaultValues: initial as DefaultValues<UserFormValues>,
    toInput: toPayload,
    mode,
  });
  const { reset, setValue, trigger, control } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const { errors, dirtyFields, isDirty } = useFormState({ control });
  const dirtyKey = Object.keys(dirtyFields).sort().join();
  const changed = useMemo(
    () =>
      new Set(
        dirtyKey
          .split(',')
          .filter(Boolean)
          .map((f) => FIELD_SECTION[f as keyof UserFormValues]),
      ),
    [dirtyKey],
  );
  const onChange = useCallback(
    (changes: Partial<UserFormValues>) => {
      for (const [key, value] of Object.entries(changes))
        setValue(key as keyof UserFormValues, value, { shouldDirty: true, shouldValidate: true });
    },
    [setValue],
  );
  /** Shows the errors of these sections; true when they have none. */
  const check = useCallback(
    (sections: readonly FormSection[]) => trigger(fieldsOf(sections)),
    [trigger],
  );
  return { form, errors: errors as FieldErrors, changed, onChange, check, dirty: isDirty };
}
