// A checkbox for each of a fixed list of values (e-mail preferences, digital permissions): the
// ticked ones are the field's value.
import { toggle } from './form-props';

export function ValueCheckboxes<T extends string>(props: {
  choices: readonly T[];
  selected: readonly T[];
  disabled: boolean;
  label: (value: T) => string;
  onChange: (next: T[]) => void;
  className: string;
}) {
  return (
    <div className={props.className}>
      {props.choices.map((value) => (
        <label key={value} className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={props.selected.includes(value)}
            disabled={props.disabled}
            onChange={(e) => props.onChange(toggle(props.selected, value, e.target.checked))}
          />
          {props.label(value)}
        </label>
      ))}
    </div>
  );
}
