// Window-scrolled virtual rows for long lists (TanStack Virtual): only the rows near the viewport
// are in the page, with spacers above and below so the page scrolls as if all were there. Rows
// are estimated, not measured: measuring made the virtualiser re-scroll the window whenever a
// wrapped row above the viewport changed height, which fights the reader's own scrolling.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** Lists up to this long render every row: short lists stay searchable with the browser's find. */
export const VIRTUAL_FROM = 100;

/** `ref` is the element holding the rows (its distance from the page top offsets the rows). */
export function useVirtualRows(
  ref: RefObject<HTMLElement | null>,
  count: number,
  estimate: number,
) {
  const [offset, setOffset] = useState(0);
  const enabled = count > VIRTUAL_FROM;
  useLayoutEffect(() => {
    if (enabled && ref.current) setOffset(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [enabled, ref]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin: offset,
    enabled,
  });
  if (!enabled) {
    const all = Array.from({ length: count }, (_, index) => index);
    return { enabled, indexes: all, before: 0, after: 0 };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    enabled,
    indexes: items.map((item) => item.index),
    before: first ? first.start - offset : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
  };
}
