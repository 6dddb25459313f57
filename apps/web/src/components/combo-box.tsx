// A combo box over results loaded as the user types (WAI-ARIA combobox with a list popup): the
// caller owns the text and the results (e.g. a debounced query); choosing a result hands it over
// and empties the field, ready for the next search. Arrow keys move through the results (the
// field keeps the focus, the active result is its aria-activedescendant), Enter or a click
// chooses, Escape closes. Own code for size: React Aria's ComboBox with its Popover cost about
// 70 kB gzip on the copy pages and its combo box hooks still 40 kB (selection, overlay and form
// modules a search field with results does not use), measured with scripts/chunk-sizes.mjs
// against the 80 kB page budget.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface AsyncComboBoxProps<T> {
  label: string;
  /** The accessible name of the list of results. */
  resultsLabel: string;
  placeholder?: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The text of a result, read by screen readers. */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  /** The results are being loaded (they may be those of the previous text meanwhile). */
  isLoading: boolean;
  /** The list opens once the text is at least this long (default 2). */
  minLength?: number;
  maxLength?: number;
}

export function AsyncComboBox<T extends object>(props: AsyncComboBoxProps<T>) {
  const { t } = useTranslation();
  const { items, itemKey, minLength = 2 } = props;
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeKey, setActiveKey] = useState<Key | null>(null);
  const ready = props.inputValue.trim().length >= minLength;
  const open = focused && ready && !dismissed;
  const active = items.findIndex((i) => itemKey(i) === activeKey);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (item: T) => {
    props.onSelect(item);
    props.onInputChange('');
    setActiveKey(null);
  };
  const move = (index: number) => {
    const item = items[Math.max(0, Math.min(index, items.length - 1))];
    if (item) setActiveKey(itemKey(item));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !open && ready) setDismissed(false);
    else if (event.key === 'ArrowDown' && open) move(active + 1);
    else if (event.key === 'ArrowUp' && open) move(active - 1);
    else if (event.key === 'Enter' && open && active >= 0) choose(items[active]!);
    else if (event.key === 'Escape' && open) setDismissed(true);
    else if (!(event.key === 'Enter' && open)) return;
    event.preventDefault();
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="font-semibold">
        {props.label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={props.inputValue}
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 255}
        onChange={(event) => {
          props.onInputChange(event.target.value);
          setDismissed(false);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="field"
      />
      {open && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={props.resultsLabel}
          className="absolute top-full left-0 z-[9999] mt-1 max-h-72 w-full overflow-auto rounded-md border border-muted bg-surface shadow-lg"
        >
          {items.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-fg">
              {props.isLoading ? t('comboBox.loading') : t('comboBox.noResults')}
            </li>
          )}
          {items.map((item, index) => (
            // The keyboard chooses through the field (aria-activedescendant), not on the option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={String(itemKey(item))}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus (and the list stays open) while a result is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseMove={() => index !== active && setActiveKey(itemKey(item))}
              className="cursor-pointer px-3 py-2 aria-selected:bg-page"
            >
              {props.renderItem ? props.renderItem(item) : props.itemText(item)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
