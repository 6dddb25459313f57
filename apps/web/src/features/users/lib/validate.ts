// The user form's rules: the shared create schema, and the location a singular role is held at
// (which needs the options); errors by field as react-hook-form keeps them.
import type { FieldError } from 'react-hook-form';
import { createUserBodySchema, type UserOptions } from '@portal/shared';
import { FIELD_SECTION, type FormSection, type UserFormValues } from './form-values';

export type FieldErrors = Partial<Record<keyof UserFormValues, FieldError>>;

export function userFormSchema(options: UserOptions | undefined) {
  const singular = new Set(options?.roles.filter((r) => r.singular).map((r) => r.id));
  return createUserBodySchema.superRefine((body, ctx) => {
    if (body.roles.some((r) => singular.has(r.roleId) && r.organizationId == null))
      ctx.addIssue({
        code: 'custom',
        path: ['roles'],
        message: 'A singular role needs its location',
        params: { key: 'required' },
      });
  });
}

/** The fields edited in these sections. */
export function fieldsOf(sections: readonly FormSection[]): (keyof UserFormValues)[] {
  return (Object.keys(FIELD_SECTION) as (keyof UserFormValues)[]).filter((f) =>
    sections.includes(FIELD_SECTION[f]),
  );
}

export function errorsIn(errors: FieldErrors, section: FormSection): (keyof UserFormValues)[] {
  return (Object.keys(errors) as (keyof UserFormValues)[]).filter(
    (f) => FIELD_SECTION[f] === section,
  );
}
