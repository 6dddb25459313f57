// Searchable multi-select (spec sections 5, 8, 9), for every list of choices (catalogue targets, a
// user's locations): chosen values as removable tags, a popover with
// a search field over at most 1000 options (virtualised when long), and the spec's messages.
import { useId, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  SearchField,
  Text,
  Virtualizer,
  useFilter,
  type Key,
  type Selection,
} from 'react-aria-components';
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

const VIRTUAL_FROM = 100;

export function MultiSelect(props: MultiSelectProps) {
  const { t } = useTranslation();
  const { label, options, selected, readOnly, max = CATALOG_LIMITS.maxSelected } = props;
  const id = useId();
  const [query, setQuery] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const chosen = useMemo(() => {
    const byId = new Map(options.map((o) => [o.id, o]));
    return selected.map((key) => byId.get(key) ?? { id: key, label: String(key) });
  }, [options, selected]);
  const matches = useMemo(
    () => options.filter((o) => contains(`${o.label} ${o.detail ?? ''}`, query)),
    [options, query, contains],
  );
  const shown = matches.slice(0, CATALOG_LIMITS.optionsLimit);
  const atMax = selected.length >= max;
  const chosenSet = new Set(selected);
  const disabled = atMax ? shown.filter((o) => !chosenSet.has(o.id)).map((o) => o.id) : [];

  const change = (selection: Selection) => {
    if (selection === 'all') return;
    props.onChange([
      ...selected.filter((k) => selection.has(k)),
      ...[...selection].filter((k) => !chosenSet.has(k)),
    ]);
  };

  const virtual = shown.length > VIRTUAL_FROM;
  const list = (
    <ListBox
      aria-label={label}
      selectionMode="multiple"
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
                className={`grid size-4 shrink-0 place-items-center rounded-sm border-2 border-muted-fg text-xs ${isSelected ? 'bg-primary text-primary-fg' : ''}`}
              >
                {isSelected ? '✓' : ''}
              </span>
              <span className="grid leading-tight">
                <Text slot="label">{o.label}</Text>
                {o.detail && (
                  <Text slot="description" className="text-xs text-muted-fg">
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
          <DialogTrigger onOpenChange={(open) => !open && setQuery('')}>
            <Button
              className="btn-secondary btn-small"
              aria-label={props.buttonText ? undefined : t('multiSelect.chooseLabel', { label })}
            >
              {props.buttonText ?? t('multiSelect.choose')}
            </Button>
            <Popover
              placement="bottom start"
              offset={12}
              className="z-[9999] w-80 max-w-[90vw] rounded-md border border-muted bg-surface shadow-lg"
            >
              <Dialog aria-label={label} className="outline-none">
                <Autocomplete inputValue={query} onInputChange={setQuery} disableVirtualFocus>
                  <SearchField
                    aria-label={t('multiSelect.search', { label })}
                    autoFocus
                    className="border-b border-muted p-2"
                  >
                    <Input className="field" placeholder={t('multiSelect.searchPlaceholder')} />
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
                <div className="flex justify-end border-t border-muted p-2">
                  <Button slot="close" className="btn-secondary btn-small">
                    {t('multiSelect.done')}
                  </Button>
                </div>
              </Dialog>
            </Popover>
          </DialogTrigger>
        )}
      </div>
      <FieldMessages id={id} error={props.error} hint={props.hint} />
    </div>
  );
}
