// react-hook-form on a shared zod schema: the one way a form of the web app holds its state.
import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodKeyResolver } from './zod-resolver';

export interface ZodFormOptions<F extends FieldValues> {
  schema: z.ZodType;
  defaultValues: DefaultValues<F>;
  /** The API's input of the form's values, where they differ ('' in a select for none). */
  toInput?: ((values: F) => unknown) | undefined;
  /** When fields are checked before the first submit (react-hook-form's mode). */
  mode?: 'onSubmit' | 'onChange';
}

/**
 * A form checked by the schema on submit (or on change) and, once submitted, on every change.
 * Messages follow a change of language.
 */
export function useZodForm<F extends FieldValues>({
  schema,
  defaultValues,
  toInput,
  mode = 'onSubmit',
}: ZodFormOptions<F>): UseFormReturn<F> {
  const { t, i18n } = useTranslation();
  const form = useForm<F>({
    defaultValues,
    resolver: zodKeyResolver<F>(schema, t, toInput),
    mode,
    reValidateMode: 'onChange',
  });
  // Messages are texts: a change of language checks the shown ones again (only then).
  const { trigger, formState } = form;
  const shown = Object.keys(formState.errors);
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    if (shown.length > 0) void trigger(shown as Path<F>[]);
  }, [i18n.language, shown, trigger]);
  return form;
}
