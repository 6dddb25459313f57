// State of the user form: values, validation (shown per section once the administrator moves on or saves).
import { useCallback, useMemo, useState } from 'react';
import type { UserOptions } from '@portal/shared';
import type { FormSection, UserFormValues } from './form-values';
import { FIELD_SECTION } from './form-values';
import { validateUser, type FieldErrors } from './validate';

/** A new `initial` (a reloaded or saved user) replaces what the form holds. */
export function useUserForm(initial: UserFormValues, options: UserOptions | undefined) {
  const [state, setState] = useState({ initial, values: initial });
  if (state.initial !== initial) setState({ initial, values: initial });
  const values = state.initial === initial ? state.values : initial;
  const setValues = useCallback((v: UserFormValues) => setState((s) => ({ ...s, values: v })), []);
  const [checked, setChecked] = useState<ReadonlySet<FormSection>>(new Set());
  const errors = useMemo(() => validateUser(values, options), [values, options]);
  const visibleErrors = useMemo(() => {
    const out: FieldErrors = {};
    for (const [field, key] of Object.entries(errors) as [
      keyof UserFormValues,
      FieldErrors[keyof FieldErrors],
    ][])
      if (checked.has(FIELD_SECTION[field])) out[field] = key;
    return out;
  }, [errors, checked]);
  const onChange = useCallback(
    (changes: Partial<UserFormValues>) =>
      setState((s) => ({ ...s, values: { ...s.values, ...changes } })),
    [],
  );
  /** Shows the errors of these sections; true when they have none. */
  const check = useCallback(
    (sections: readonly FormSection[]) => {
      setChecked((prev) => new Set([...prev, ...sections]));
      return !Object.keys(errors).some((f) =>
        sections.includes(FIELD_SECTION[f as keyof UserFormValues]),
      );
    },
    [errors],
  );
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(initial),
    [values, initial],
  );
  return { values, setValues, onChange, errors, visibleErrors, check, dirty };
}
