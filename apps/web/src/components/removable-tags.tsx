// The values of a multi-select or tag input as tags, each with a remove button unless read-only:
// a grid of one-cell rows, as React Aria's TagGroup renders it (one tab stop, arrow keys, Home and
// End move between tags, Delete or Backspace removes one, focus stays on the next tag).
// Own code for size: React Aria's TagGroup component cost about 50 kB gzip on every editor page and
// its tag group hooks still 35 kB (grid list, selection and collection machinery that a list of
// removable values does not use), measured with scripts/chunk-sizes.mjs against the 80 kB budget.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Key } from 'react-aria-components';
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

/** Keys that move the focus, to the index they lead to (the portal has no right-to-left language). */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

export function RemovableTags({ labelledBy, items, readOnly, onRemove }: RemovableTagsProps) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  // The one tag in the tab order (roving tab index), and where the focus goes after a removal.
  const [current, setCurrent] = useState(0);
  const refocus = useRef<number | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const last = items.length - 1;

  useEffect(() => {
    if (refocus.current === null) return;
    rows.current[Math.min(refocus.current, items.length - 1)]?.focus();
    refocus.current = null;
  }, [items]);

  const remove = (index: number) => {
    refocus.current = index;
    onRemove(new Set([items[index]!.id]));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (move) rows.current[move(index, last)]?.focus();
    else if (!readOnly && (event.key === 'Delete' || event.key === 'Backspace')) remove(index);
    else return;
    event.preventDefault();
  };

  return (
    // A grid while it has tags, a group when empty (a grid needs rows); while the focus is inside,
    // added tags are announced (as React Aria's TagGroup does).
    <div
      role={items.length > 0 ? 'grid' : 'group'}
      aria-labelledby={labelledBy}
      aria-live={focusWithin ? 'polite' : 'off'}
      aria-relevant="additions"
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => setFocusWithin(event.currentTarget.contains(event.relatedTarget))}
      className="flex flex-wrap gap-1.5"
    >
      {items.length === 0 && <span className="text-sm text-muted-fg">{t('multiSelect.none')}</span>}
      {items.map((item, index) => (
        <div
          key={String(item.id)}
          ref={(row) => {
            rows.current[index] = row;
          }}
          role="row"
          aria-label={item.label}
          tabIndex={index === Math.min(current, last) ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className="flex items-center gap-1 rounded-full border border-muted-fg bg-surface px-2.5 py-0.5 text-sm"
        >
          <div role="gridcell" className="contents">
            <span id={`${id}-${index}`}>{item.label}</span>
            {!readOnly && (
              <button
                type="button"
                id={`${id}-${index}-remove`}
                tabIndex={-1}
                aria-label={t('multiSelect.remove')}
                aria-labelledby={`${id}-${index}-remove ${id}-${index}`}
                onClick={() => remove(index)}
                className="-mr-1 rounded-full px-1 leading-none"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
