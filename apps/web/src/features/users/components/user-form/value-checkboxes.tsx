// A checkbox for each of a fixed list of values (e-mail preferences, digital permissions): the
// ticked ones are the field's value; in a form that may only be looked at, the ticked ones as a list.
import { useTranslation } from 'react-i18next';
import { useFormAccess } from '../../../../components/form/form-access';
import { toggle } from './form-props';

export function ValueCheckboxes<T extends string>(props: {
  choices: readonly T[];
  selected: readonly T[];
  disabled: boolean;
  label: (value: T) => string;
  onChange: (next: T[]) => void;
  className: string;
}) {
  const { readOnly } = useFormAccess();
  const { t } = useTranslation('words', { useSuspense: false });
  if (readOnly) return <ChosenList labels={props.selected.map(props.label)} none={t('none')} />;
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

/** What is chosen, read-only: a list of names, or "None". */
export function ChosenList({ labels, none }: { labels: readonly string[]; none: string }) {
  if (labels.length === 0) return <p className="mt-2">{none}</p>;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {labels.map((l) => (
        <li key={l} className="rounded-full border border-muted-fg px-2 py-0.5 text-sm">
          {l}
        </li>
      ))}
    </ul>
  );
}
