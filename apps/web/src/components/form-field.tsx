// Labelled text and select controls of every form; `readOnly` shows a value that may not change.
import { useId } from 'react';
import { describedBy, FieldRow } from './field-row';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
}

export function TextInput(
  props: FieldProps & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'tel' | 'search' | 'url' | 'datetime-local';
    maxLength?: number;
    autoComplete?: string;
    multiline?: boolean;
    /** Lines of a multiline field. */
    rows?: number;
  },
) {
  const id = useId();
  const common = {
    id,
    value: props.value,
    readOnly: props.readOnly,
    required: props.required,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.error, props.hint),
    className: 'field read-only:bg-page',
  };
  return (
    <FieldRow {...props} id={id}>
      {props.multiline ? (
        <textarea
          {...common}
          rows={props.rows ?? 3}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FieldRow>
  );
}

export function SelectInput(
  props: FieldProps & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const id = useId();
  return (
    <FieldRow {...props} id={id}>
      <select
        id={id}
        className="field disabled:bg-page"
        value={props.value}
        required={props.required}
        disabled={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
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
