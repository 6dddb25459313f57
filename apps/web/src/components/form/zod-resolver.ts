// The form resolver of the shared zod schemas: the values (converted to the API's input where the
// form holds them differently) are checked by the schema, and each issue becomes the translated
// text of its key (lib/validation-text). Written beside @hookform/resolvers' zodResolver because
// that one keeps only an issue's English message and code, not the limits and params the keys
// need; its error nesting (toNestErrors) is reused.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { issueToKey, validationKeyText } from '../../lib/validation-text';

export function zodKeyResolver<F extends FieldValues>(
  schema: z.ZodType,
  t: TFunction,
  toInput: (values: F) => unknown = (values) => values,
): Resolver<F> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    // A message shows at the field the form holds: a field of a list's item when the form has one
    // (an announcement's translation title), else the list (a relation's name shows under it).
    for (const issue of result.error.issues) {
      const full = issue.path.join('.');
      const field =
        options?.fields && full in options.fields ? full : String(issue.path[0] ?? 'root');
      if (errors[field]) continue;
      const key = issueToKey(issue);
      // The type is the message's key ('selectionRequired' adds the field's name).
      errors[field] = { type: key.key, message: validationKeyText(t, key) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
