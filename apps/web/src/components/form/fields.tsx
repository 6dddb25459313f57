// The form's fields: a label, the control, a description and the validation message, wired to the
// enclosing Form by name (react-hook-form) and announced together to screen readers.
import { useId, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { describedBy, FieldMessages, FieldRow } from '../field-row';

interface FieldProps<F extends FieldValues> {
  name: Path<F>;
  label: string;
  /** A line under the control that says what to enter. */
  description?: string | undefined;
  required?: boolean;
}

/** The validation message of a field of the enclosing form. */
export function useFieldError<F extends FieldValues>(name: Path<F>): string | undefined {
  const { errors } = useFormState<F>({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

export function TextField<F extends FieldValues>(
  props: FieldProps<F> & {
    type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'datetime-local' | 'password';
    maxLength?: number;
    autoComplete?: string;
    multiline?: boolean;
    /** Lines of a multiline field. */
    rows?: number;
  },
) {
  const id = useId();
  const { register } = useFormContext<F>();
  const error = useFieldError(props.name);
  const common = {
    id,
    ...register(props.name),
    required: props.required,
    'aria-required': props.required || undefined,
    maxLength: props.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, props.description),
    className: 'field disabled:bg-page disabled:text-muted-fg',
  };
  return (
    <FieldRow
      id={id}
      label={props.label}
      error={error}
      hint={props.description}
      required={props.required}
    >
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 3} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} />
      )}
    </FieldRow>
  );
}

export function SelectField<F extends FieldValues>(
  props: FieldProps<F> & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice. */
    placeholder?: string;
  },
) {
  const id = useId();
  // Controlled: the options may arrive after the value (choices loaded from the API).
  const { field, fieldState } = useController<F>({ name: props.name });
  const error = fieldState.error?.message;
  return (
    <FieldRow
      id={id}
      label={props.label}
      error={error}
      hint={props.description}
      required={props.required}
    >
      <select
        id={id}
        {...field}
        className="field disabled:bg-page disabled:text-muted-fg"
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, props.description)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldRow>
  );
}

export function CheckboxField<F extends FieldValues>(props: Omit<FieldProps<F>, 'required'>) {
  const id = useId();
  const { register } = useFormContext<F>();
  const error = useFieldError(props.name);
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          {...register(props.name)}
          aria-describedby={describedBy(id, error, props.description)}
        />
        <label htmlFor={id} className="font-semibold">
          {props.label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={props.description} />
    </div>
  );
}

/**
 * A field with a control of its own (multi-select, tag list, rich text): the control gets the
 * value, a change handler and the message; read-only comes from the form.
 */
export function ControlledField<F extends FieldValues>(props: {
  name: Path<F>;
  render: (field: {
    value: F[Path<F>];
    onChange: (value: unknown) => void;
    error: string | undefined;
  }) => ReactNode;
}) {
  const { field, fieldState } = useController<F>({ name: props.name });
  return props.render({
    value: field.value,
    onChange: field.onChange,
    error: fieldState.error?.message,
  });
}
