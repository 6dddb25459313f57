// Labelled form controls with their error message wired for screen readers (aria-describedby).
import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}

function FieldFrame(props: FieldProps & { id: string; children: ReactNode }) {
  const { label, error, hint, id, required } = props;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {props.children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function TextInput(
  props: FieldProps & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'tel' | 'search';
    maxLength?: number;
    autoComplete?: string;
    multiline?: boolean;
  },
) {
  const id = useId();
  const common = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    required: props.required,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props.error, props.hint),
    className: 'field',
  };
  return (
    <FieldFrame {...props} id={id}>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FieldFrame>
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
    <FieldFrame {...props} id={id}>
      <select
        id={id}
        className="field"
        value={props.value}
        required={props.required}
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
    </FieldFrame>
  );
}
