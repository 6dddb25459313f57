// Form state of a catalogue editor: values, the saved baseline (dirty = they differ) and the
// validation messages of the shared schema, shown once the user has tried to save.
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { validationText } from './messages';

export type FieldErrors = Partial<Record<string, string>>;

export interface EditorForm<F> {
  values: F;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  dirty: boolean;
  /** Messages by field, once a save was tried. */
  errors: FieldErrors;
  /** Starts again from `next` as the saved state. */
  reset: (next: F) => void;
  /** Validates; answers the input to send, or undefined and shows the messages. */
  validate: () => unknown;
}

/** What a text or select control needs of one field, to spread on it: `{...field('name')}`. */
export function fieldBinder<F>(form: EditorForm<F>, readOnly: boolean) {
  return <K extends keyof F & string>(key: K) => ({
    value: form.values[key],
    error: form.errors[key],
    onChange: (value: F[K]) => form.set(key, value),
    readOnly,
  });
}

export function useEditorForm<F, I>(
  initial: F,
  schema: z.ZodType<I>,
  toInput: (values: F) => unknown,
): EditorForm<F> {
  const { t } = useTranslation('catalog');
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(baseline),
    [values, baseline],
  );
  const result = useMemo(() => schema.safeParse(toInput(values)), [schema, toInput, values]);
  const errors = useMemo(() => {
    const out: FieldErrors = {};
    if (!tried || result.success) return out;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      out[field] ??= validationText(t, issue.message);
    }
    return out;
  }, [tried, result, t]);
  const set = useCallback(
    <K extends keyof F>(key: K, value: F[K]) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const reset = useCallback((next: F) => {
    setBaseline(next);
    setValues(next);
    setTried(false);
  }, []);
  const validate = () => {
    setTried(true);
    return result.success ? result.data : undefined;
  };
  return { values, set, dirty, errors, reset, validate };
}
