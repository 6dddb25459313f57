// The app's text field and select without a form: the row, control and messages the form fields
// use too (fields.tsx), and plain inputs on a value for filters and search boxes. No form library:
// list and search pages load this without react-hook-form.
import { useId } from 'react';
import { describedBy, FieldRow } from '../field-row';

type TextType = 'text' | 'email' | 'tel' | 'search' | 'url' | 'datetime-local' | 'password';

export interface TextOptions {
  type?: TextType;
  maxLength?: number;
  autoComplete?: string;
  multiline?: boolean;
  /** Lines of a multiline field. */
  rows?: number;
}

export interface RowProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** The label beside the control, not above it. */
  inline?: boolean | undefined;
}

const rowOf = (props: RowProps & { id: string }) => ({
  id: props.id,
  label: props.label,
  error: props.error,
  hint: props.hint,
  required: props.required,
  inline: props.inline,
});

/** The one text field of the app: row, control and messages; bound or plain it looks the same. */
export function TextBox(
  props: RowProps &
    TextOptions & {
      id: string;
      control: Record<string, unknown>;
      readOnly?: boolean | undefined;
    },
) {
  const { id, error, hint, required } = props;
  const common = {
    id,
    ...props.control,
    required,
    'aria-required': required || undefined,
    readOnly: props.readOnly,
    maxLength: props.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    className: 'field read-only:bg-page disabled:bg-page disabled:text-muted-fg',
  };
  return (
    <FieldRow {...rowOf(props)}>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 3} />
      ) : (
        <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete ?? 'off'} />
      )}
    </FieldRow>
  );
}

/** The one select of the app, bound or plain. */
export function SelectBox(
  props: RowProps & {
    id: string;
    control: Record<string, unknown>;
    options: readonly { value: string; label: string }[];
    /** A first, empty choice. */
    placeholder?: string | undefined;
    /** As wide as its longest choice, not as the row. */
    compact?: boolean | undefined;
  },
) {
  const { id, error, hint, required } = props;
  return (
    <FieldRow {...rowOf(props)}>
      <select
        id={id}
        {...props.control}
        className={`field disabled:bg-page disabled:text-muted-fg${props.compact ? ' w-auto' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
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

/** Outside a form (filters, a search box, a setting saved at once): the same field on a value. */
interface PlainProps extends RowProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown, not changeable. */
  readOnly?: boolean;
}

export function TextInput(props: PlainProps & TextOptions) {
  const id = useId();
  const { value, onChange, ...rest } = props;
  return (
    <TextBox
      {...rest}
      id={id}
      control={{
        value,
        onChange: (e: { target: { value: string } }) => onChange(e.target.value),
      }}
    />
  );
}

export function SelectInput(
  props: PlainProps & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    compact?: boolean;
  },
) {
  const id = useId();
  const { value, onChange, readOnly, ...rest } = props;
  return (
    <SelectBox
      {...rest}
      id={id}
      control={{
        value,
        disabled: readOnly,
        onChange: (e: { target: { value: string } }) => onChange(e.target.value),
      }}
    />
  );
}
