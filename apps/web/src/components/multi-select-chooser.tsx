// The chooser of the multi-select: a popover with a search field over the options (virtualised
// when long) and the spec's messages. Loaded when it is first opened (React Aria's overlays and
// list box are the larger part of the multi-select), so pages with a multi-select load without it.
// In single mode (filter-picker.tsx) choosing an option hands it over and closes the chooser.
import { useMemo, useRef, useState, type RefObject } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  SearchField,
  Text,
  Virtualizer,
  useFilter,
  type Key,
  type Selection,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@portal/shared';
import type { Option } from './multi-select';
import { FloatingPanel } from './popover';

const VIRTUAL_FROM = 100;

export interface ChooserProps {
  /** One value, chosen with a click or Enter (the caller closes the chooser then). */
  mode?: 'single' | 'multiple';
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  options: readonly Option[];
  selected: readonly Key[];
  onChange: (next: Key[]) => void;
  max: number;
  onClose: () => void;
}

export default function MultiSelectChooser(props: ChooserProps) {
  const { t } = useTranslation();
  const { label, options, selected, max } = props;
  const single = props.mode === 'single';
  const [query, setQuery] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const matches = useMemo(
    () => options.filter((o) => contains(`${o.label} ${o.detail ?? ''}`, query)),
    [options, query, contains],
  );
  const shown = matches.slice(0, CATALOG_LIMITS.optionsLimit);
  const atMax = !single && selected.length >= max;
  const chosenSet = new Set(selected);
  const disabled = atMax ? shown.filter((o) => !chosenSet.has(o.id)).map((o) => o.id) : [];

  const change = (selection: Selection) => {
    if (selection === 'all') return;
    if (single) return props.onChange([...selection]);
    props.onChange([
      ...selected.filter((k) => selection.has(k)),
      ...[...selection].filter((k) => !chosenSet.has(k)),
    ]);
  };

  const listRef = useRef<HTMLDivElement>(null);
  const virtual = shown.length > VIRTUAL_FROM;
  const list = (
    <ListBox
      ref={listRef}
      aria-label={label}
      selectionMode={single ? 'single' : 'multiple'}
      disallowEmptySelection={single}
      escapeKeyBehavior="none"
      items={shown}
      selectedKeys={selected}
      disabledKeys={disabled}
      onSelectionChange={change}
      className={`${virtual ? 'h-[300px]' : ''} max-h-[300px] overflow-auto outline-none data-[focus-visible]:outline-2`}
      renderEmptyState={() => (
        <p className="p-3 text-sm text-muted-fg">
          {options.length === 0 ? t('multiSelect.empty') : t('multiSelect.noMatch')}
        </p>
      )}
    >
      {(o) => (
        <ListBoxItem
          id={o.id}
          textValue={o.label}
          className="flex h-12 cursor-pointer items-center gap-3 px-3 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-fg data-[focused]:bg-page"
        >
          {({ isSelected }) => (
            <>
              <span
                aria-hidden="true"
                className={`grid size-4 shrink-0 place-items-center ${single ? 'rounded-full' : 'rounded-sm'} border-2 border-muted-fg text-xs ${isSelected ? 'bg-primary text-primary-fg' : ''}`}
              >
                {isSelected ? '✓' : ''}
              </span>
              <span className="grid leading-tight">
                <Text slot="label">{o.label}</Text>
                {o.detail && (
                  <Text slot="description" elementType="code" className="text-xs text-muted-fg">
                    {o.detail}
                  </Text>
                )}
              </span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );

  return (
    <FloatingPanel
      triggerRef={props.triggerRef}
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      placement="bottom start"
      offset={12}
      className="z-[9999] w-80 max-w-[90vw] rounded-md border border-muted bg-surface shadow-lg"
    >
      <Dialog aria-label={label} className="outline-none">
        <Autocomplete inputValue={query} onInputChange={setQuery} disableVirtualFocus>
          <SearchField
            aria-label={t('multiSelect.search', { label })}
            // The popover opened on the user's request: its search field takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="border-b border-muted p-2"
          >
            <Input
              className="field"
              placeholder={t('multiSelect.searchPlaceholder')}
              // ArrowDown moves from the search into the options (the list focuses the chosen or first one).
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown' || shown.length === 0) return;
                event.preventDefault();
                listRef.current?.focus();
              }}
            />
          </SearchField>
          {atMax && (
            <p role="status" className="px-3 pt-2 text-sm font-semibold text-danger">
              {t('multiSelect.max', { max })}
            </p>
          )}
          {matches.length > shown.length && (
            <p className="px-3 pt-2 text-sm text-muted-fg">
              {t('multiSelect.more', { count: CATALOG_LIMITS.optionsLimit })}
            </p>
          )}
          {virtual ? (
            <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: 48 }}>
              {list}
            </Virtualizer>
          ) : (
            list
          )}
        </Autocomplete>
        {!single && (
          <div className="flex justify-end border-t border-muted p-2">
            <Button className="btn-secondary btn-small" onPress={props.onClose}>
              {t('multiSelect.done')}
            </Button>
          </div>
        )}
      </Dialog>
    </FloatingPanel>
  );
}
