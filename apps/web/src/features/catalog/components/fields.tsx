// The checkbox row of the catalogue editors (text and select rows are the shared form controls).
import { useId } from 'react';
import { describedBy, FieldMessages } from '../../../components/field-row';

export function CheckboxField(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  readOnly: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
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
      <FieldMessages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}
