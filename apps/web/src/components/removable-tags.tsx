// The values of a multi-select or tag input as tags, each with a remove button unless read-only.
// Built on React Aria's tag group hooks, not its TagGroup component: that one also brings the
// ListBox, Autocomplete and collection-document modules (about 30 kB gzip on every editor page,
// measured with scripts/chunk-sizes.mjs), for the same grid of rows, arrow keys and Delete key.
import { useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useTag, useTagGroup } from 'react-aria/useTagGroup';
import { useButton } from 'react-aria/useButton';
import { useFocusRing } from 'react-aria/useFocusRing';
import { mergeProps } from 'react-aria/mergeProps';
import { Item } from 'react-stately/Item';
import { useListState, type ListState } from 'react-stately/useListState';
import { useTranslation } from 'react-i18next';

interface TagItem {
  id: Key;
  label: string;
}

export interface RemovableTagsProps {
  /** The id of the element that names the group. */
  labelledBy: string;
  items: readonly TagItem[];
  readOnly: boolean;
  onRemove: (keys: Set<Key>) => void;
}

export function RemovableTags({ labelledBy, items, readOnly, onRemove }: RemovableTagsProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const state = useListState<TagItem>({
    items,
    // No JSX key: the collection then keys each tag by its id as given (a number stays a number).
    children: (item) => <Item textValue={item.label}>{item.label}</Item>,
  });
  const { gridProps } = useTagGroup(
    { 'aria-labelledby': labelledBy, onRemove: readOnly ? undefined : onRemove },
    state,
    ref,
  );
  return (
    <div {...gridProps} ref={ref} className="flex flex-wrap gap-1.5">
      {state.collection.size === 0 ? (
        <span className="text-sm text-muted-fg">{t('multiSelect.none')}</span>
      ) : (
        [...state.collection].map((item) => (
          <RemovableTag
            key={item.key}
            item={item}
            state={state}
            removeLabel={readOnly ? undefined : t('multiSelect.remove')}
          />
        ))
      )}
    </div>
  );
}

function RemovableTag(props: {
  item: Parameters<typeof useTag>[0]['item'];
  state: ListState<TagItem>;
  removeLabel: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { focusProps, isFocusVisible } = useFocusRing({ within: false });
  const { rowProps, gridCellProps, removeButtonProps, allowsRemoving } = useTag(
    { item: props.item },
    props.state,
    ref,
  );
  return (
    <div
      ref={ref}
      {...mergeProps(rowProps, focusProps)}
      data-focus-visible={isFocusVisible || undefined}
      className="flex items-center gap-1 rounded-full border border-muted-fg bg-surface px-2.5 py-0.5 text-sm outline-none data-[focus-visible]:outline-2"
    >
      <div {...gridCellProps} className="contents">
        {props.item.rendered}
        {allowsRemoving && props.removeLabel && (
          <RemoveButton {...removeButtonProps} aria-label={props.removeLabel} />
        )}
      </div>
    </div>
  );
}

function RemoveButton(props: Parameters<typeof useButton>[0]) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} className="-mr-1 rounded-full px-1 leading-none">
      <span aria-hidden="true">×</span>
    </button>
  );
}
