// Labelled form controls of the catalogue editors, read-only when the user may only look.
import { useId, type ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

export const describedBy = (id: string, error?: string, hint?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className="grid content-start gap-1">
      {/* The asterisk stays outside the label: the field's name is the label alone. */}
      <span>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="font-semibold text-danger">
            {' *'}
          </span>
        )}
      </span>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

interface CommonProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  readOnly: boolean;
}

export function TextField(
  props: CommonProps & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'url' | 'datetime-local';
    multiline?: boolean;
    maxLength?: number;
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
    <FieldFrame id={id} {...props}>
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField(
  props: CommonProps & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  },
) {
  const id = useId();
  return (
    <FieldFrame id={id} {...props}>
      <select
        id={id}
        className="field disabled:bg-page"
        value={props.value}
        disabled={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField(
  props: Omit<CommonProps, 'required'> & { checked: boolean; onChange: (checked: boolean) => void },
) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={props.checked}
          disabled={props.readOnly}
          aria-describedby={describedBy(id, props.error, props.hint)}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <label htmlFor={id} className="font-semibold">
          {props.label}
        </label>
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {props.hint}
        </p>
      )}
      <FieldError id={id} error={props.error} />
    </div>
  );
}
