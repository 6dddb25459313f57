// What every section of the user form receives: values, errors, options, and who may change what
// (read-only comes from the enclosing Form: useFormAccess).
import type { UserDetail, UserOptions } from '@portal/shared';
import type { UserFormValues } from '../../lib/form-values';
import type { FieldErrors } from '../../lib/validate';

export interface SectionProps {
  values: UserFormValues;
  errors: FieldErrors;
  options: UserOptions;
  onChange: (changes: Partial<UserFormValues>) => void;
  /** The administrator's own account: access fields are not theirs to change. */
  self: boolean;
  /** The loaded user (edit), for locations and roles the administrator cannot change. */
  user?: UserDetail | undefined;
}

/** Adds or removes one item of a list. */
export function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}
