// A labelled text input with its validation message, tied together for screen readers.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@portal/shared';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ValidationKey | undefined;
  /** The field name in 'Selection required for:' style messages. */
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  disabled?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        maxLength={300}
        required={props.required}
        aria-required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        autoComplete={props.autoComplete ?? 'off'}
        disabled={props.disabled}
        className="rounded border border-muted-fg bg-surface px-3 py-2 disabled:bg-page disabled:text-muted-fg"
      />
      {props.error && (
        <p id={errorId} className="text-sm text-danger">
          {t(`validation.${props.error}`, { max: 255, min: 8 })}
        </p>
      )}
    </div>
  );
}
