// A list filter's choice among many values (hundreds of locations), where a native select cannot be
// searched: a button that shows the current choice and opens the multi-select's chooser in single
// mode (a search field over the options, virtualised when long; loaded when first opened). The
// first option, "all", removes the filter. Same props as FilterSelect (filter-bar.tsx).
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Option } from './multi-select';

const Chooser = lazy(() => import('./multi-select-chooser'));

/** The key of the "all" option (a filter value is never this). */
const ALL = '\u0000all';

export function FilterPicker(props: {
  label: string;
  value: string | undefined;
  allLabel: string;
  choices: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const options = useMemo<Option[]>(
    () => [
      { id: ALL, label: props.allLabel },
      ...props.choices.map(([value, text]) => ({ id: value, label: text })),
    ],
    [props.allLabel, props.choices],
  );
  const current = options.find((o) => o.id === props.value) ?? options[0]!;
  const choose = (keys: Key[]) => {
    const key = keys.at(-1);
    if (key !== undefined) props.onChange(key === ALL ? '' : String(key));
    setOpen(false);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="font-semibold">
        {props.label}
      </span>
      <button
        ref={trigger}
        id={`${id}-value`}
        type="button"
        className="field flex items-center justify-between gap-2 text-left"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
      >
        <span className="truncate">{current.label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Chooser
            mode="single"
            triggerRef={trigger}
            label={props.label}
            options={options}
            selected={[current.id]}
            onChange={choose}
            max={1}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
