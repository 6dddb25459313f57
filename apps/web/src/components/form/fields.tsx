// The app's fields: a label, the control, a description and the validation message, announced
// together to screen readers; wired to the enclosing Form by name (react-hook-form), or plain on a
// value outside a form (TextInput, SelectInput: filters and search boxes).
import { useId, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages } from '../field-row';
import { SelectBox, TextBox, type TextOptions } from './inputs';
import { useFormAccess } from './form-access';
import { ReadOnlyValue } from './read-only-value';
import { useDateFormat } from '../../lib/format';

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

/** A text field of the enclosing Form; its value as text when the form may only be looked at. */
export function TextField<F extends FieldValues>(props: FieldProps<F> & TextOptions) {
  const id = useId();
  const { register } = useFormContext<F>();
  const error = useFieldError(props.name);
  const { readOnly } = useFormAccess();
  const formatDate = useDateFormat();
  const value: unknown = useWatch<F>({ name: props.name });
  const { name, description, ...rest } = props;
  if (readOnly) {
    const text = typeof value === 'string' ? value.trim() : '';
    // A local date and time reads in the reader's format, not as the input's ISO text.
    const shown = props.type === 'datetime-local' && text ? formatDate(new Date(text), true) : text;
    return (
      <ReadOnlyValue label={props.label} multiline={props.multiline}>
        {shown}
      </ReadOnlyValue>
    );
  }
  return <TextBox {...rest} id={id} hint={description} error={error} control={register(name)} />;
}

/** A select of the enclosing Form. */
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
  const { name: _name, description, ...rest } = props;
  const error = fieldState.error?.message;
  const { readOnly } = useFormAccess();
  if (readOnly)
    return (
      <ReadOnlyValue label={props.label}>
        {props.options.find((o) => o.value === String(field.value ?? ''))?.label ?? ''}
      </ReadOnlyValue>
    );
  return <SelectBox {...rest} id={id} hint={description} error={error} control={field} />;
}

export function CheckboxField<F extends FieldValues>(props: Omit<FieldProps<F>, 'required'>) {
  const id = useId();
  const { register } = useFormContext<F>();
  const error = useFieldError(props.name);
  const { readOnly } = useFormAccess();
  const { t } = useTranslation('words', { useSuspense: false });
  const on: unknown = useWatch<F>({ name: props.name });
  if (readOnly)
    return (
      <ReadOnlyValue label={props.label}>{t(on ? 'boolean.true' : 'boolean.false')}</ReadOnlyValue>
    );
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
