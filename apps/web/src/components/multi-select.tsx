// Searchable multi-select (spec sections 5, 8, 9), for every list of choices (catalogue targets, a
// user's locations, roles and applications): chosen values as removable tags, and a chooser
// (multi-select-chooser.tsx, loaded when first opened) with a search field over at most 1000
// options (virtualised when long) and the spec's messages.
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@portal/shared';
import { describedBy, FieldMessages } from './field-row';
import { RemovableTags } from './removable-tags';

export interface Option {
  id: Key;
  label: string;
  /** A second line (e.g. the technical name). */
  detail?: string | undefined;
}

export interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  selected: readonly Key[];
  onChange: (next: Key[]) => void;
  max?: number;
  readOnly: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shows the chosen values as removable tags (default); off where the page lists them itself. */
  showTags?: boolean;
  /** The label is read by screen readers only (a legend above already says it). */
  labelHidden?: boolean;
  /** The chooser button's text, instead of "Choose". */
  buttonText?: string | undefined;
}

const Chooser = lazy(() => import('./multi-select-chooser'));

export function MultiSelect(props: MultiSelectProps) {
  const { t } = useTranslation();
  const { label, options, selected, readOnly, max = CATALOG_LIMITS.maxSelected } = props;
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = useMemo(() => {
    const byId = new Map(options.map((o) => [o.id, o]));
    return selected.map((key) => byId.get(key) ?? { id: key, label: String(key) });
  }, [options, selected]);

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, props.error, props.hint)}
      className="grid content-start gap-1"
    >
      <span id={`${id}-label`} className={props.labelHidden ? 'sr-only' : 'font-semibold'}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {props.showTags !== false && (
          <RemovableTags
            labelledBy={`${id}-label`}
            items={chosen}
            readOnly={readOnly}
            onRemove={(keys) => props.onChange(selected.filter((k) => !keys.has(k)))}
          />
        )}
        {!readOnly && (
          <button
            ref={trigger}
            type="button"
            className="btn-secondary btn-small"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={props.buttonText ? undefined : t('multiSelect.chooseLabel', { label })}
            onClick={() => setOpen(true)}
          >
            {props.buttonText ?? t('multiSelect.choose')}
          </button>
        )}
        {open && !readOnly && (
          <Suspense fallback={null}>
            <Chooser
              triggerRef={trigger}
              label={label}
              options={options}
              selected={selected}
              onChange={props.onChange}
              max={max}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </div>
      <FieldMessages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}
