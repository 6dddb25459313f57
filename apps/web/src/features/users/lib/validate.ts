// Validation of the user form with the shared zod schema; errors as translation keys per field.
import {
  createUserBodySchema,
  VALIDATION_MESSAGES,
  type UserOptions,
  type ValidationKey,
} from '@portal/shared';
import { FIELD_SECTION, toPayload, type FormSection, type UserFormValues } from './form-values';

export type FieldErrors = Partial<Record<keyof UserFormValues, ValidationKey>>;

const BY_MESSAGE = new Map(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text as string, key as ValidationKey]),
);

/** The translation key of a zod message from the shared schemas ('invalid' for anything else). */
export function validationKey(message: string): ValidationKey {
  return BY_MESSAGE.get(message) ?? 'invalid';
}

export function validateUser(values: UserFormValues, options?: UserOptions): FieldErrors {
  const result = createUserBodySchema.safeParse(toPayload(values));
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof UserFormValues | undefined;
    if (field && field in FIELD_SECTION && !errors[field])
      errors[field] = validationKey(issue.message);
  }
  // Singular roles are held at one location: it must be chosen.
  const singular = new Set(options?.roles.filter((r) => r.singular).map((r) => r.id));
  if (!errors.roles && values.roles.some((r) => singular.has(r.roleId) && r.organizationId == null))
    errors.roles = 'required';
  return errors;
}

export function errorsIn(errors: FieldErrors, section: FormSection): (keyof UserFormValues)[] {
  return (Object.keys(errors) as (keyof UserFormValues)[]).filter(
    (f) => FIELD_SECTION[f] === section,
  );
}
