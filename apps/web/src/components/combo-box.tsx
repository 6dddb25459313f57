// A combo box over results loaded as the user types (React Aria): the caller owns the text and the
// results (e.g. a debounced query); choosing a result hands it over and empties the field, ready
// for the next search. Arrow keys move through the results, Enter chooses, Escape closes.
import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
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
  /** The text of a result, read by screen readers and used for type-ahead. */
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
  const ready = props.inputValue.trim().length >= minLength;

  const select = (key: Key | null) => {
    const item = key === null ? undefined : items.find((i) => itemKey(i) === key);
    if (!item) return;
    props.onSelect(item);
    props.onInputChange('');
  };

  return (
    <AriaComboBox
      items={ready ? items : []}
      inputValue={props.inputValue}
      onInputChange={props.onInputChange}
      selectedKey={null}
      onSelectionChange={select}
      menuTrigger="input"
      allowsEmptyCollection={ready}
      allowsCustomValue
      className="flex flex-col gap-1"
    >
      <Label className="font-semibold">{props.label}</Label>
      <Input
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 255}
        className="rounded border border-muted-fg bg-surface px-3 py-2 outline-none data-[focused]:outline-2 data-[focused]:outline-focus"
      />
      <Popover
        placement="bottom start"
        offset={4}
        className="z-[9999] w-[var(--trigger-width)] rounded-md border border-muted bg-surface shadow-lg"
      >
        <ListBox<T>
          aria-label={props.resultsLabel}
          className="max-h-72 overflow-auto outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-muted-fg">
              {props.isLoading ? t('comboBox.loading') : t('comboBox.noResults')}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={itemKey(item)}
              textValue={props.itemText(item)}
              className="cursor-pointer px-3 py-2 outline-none data-[focused]:bg-page data-[focus-visible]:outline-2"
            >
              {props.renderItem ? props.renderItem(item) : props.itemText(item)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
