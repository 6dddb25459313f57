// A list's search region: the search box across the top, the filters in a grid under it and the
// reset button last. Below 768 px the filters fold behind one button (with the number of filters
// set), so that the results start on the first screen.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../lib/use-media-query';

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
  /** How many filters (not the search) are set: shown on the folded filters' button. */
  activeFilters?: number;
  children: ReactNode;
}

export function FilterBar(props: Props) {
  const { t } = useTranslation();
  const wide = useMinWidth('md');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = props.activeFilters ?? 0;
  const reset = (
    <div className="flex items-end self-stretch">
      <button type="button" className="btn-secondary" onClick={props.onReset}>
        {props.resetLabel}
      </button>
    </div>
  );
  if (wide)
    return (
      <div
        role="search"
        aria-label={props.label}
        className={`grid items-start gap-4 ${props.className}`}
      >
        <div className={props.searchClassName}>{props.search}</div>
        {props.children}
        {reset}
      </div>
    );
  return (
    <div role="search" aria-label={props.label} className="grid gap-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">{props.search}</div>
        <button
          type="button"
          className="btn-secondary shrink-0 gap-1.5"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
            <path d="M2 3h12L9.5 8.5V13l-3 1.5v-6z" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          {t('layout.filters')}
          {active > 0 && <span className="badge">{active}</span>}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="grid gap-3">
        {props.children}
        {reset}
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
