// A list's search region: the search box across the top, the filters in a grid under it and the
// reset button last.
import type { ReactNode } from 'react';

interface Props {
  /** The region's name (e.g. "Search and filters"). */
  label: string;
  /** The grid's columns at each width. */
  className: string;
  /** The search box and the column span it takes. */
  search: ReactNode;
  searchClassName: string;
  resetLabel: string;
  onReset: () => void;
  children: ReactNode;
}

export function FilterBar(props: Props) {
  return (
    <div
      role="search"
      aria-label={props.label}
      className={`grid items-start gap-4 ${props.className}`}
    >
      <div className={props.searchClassName}>{props.search}</div>
      {props.children}
      <div className="flex items-end self-stretch">
        <button type="button" className="btn-secondary" onClick={props.onReset}>
          {props.resetLabel}
        </button>
      </div>
    </div>
  );
}

/** A choice among fixed values, the first being "all" (no filter). */
export function FilterSelect(props: {
  label: string;
  value: string | undefined;
  allLabel: string;
  choices: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {props.label}
      <select
        className="field font-normal"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.allLabel}</option>
        {props.choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
