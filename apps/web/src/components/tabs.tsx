// Tabs after the WAI-ARIA tabs pattern, as prop getters for any layout (the user editor's panels sit
// inside and outside its form): one tab stop, arrow keys (wrapping), Home and End move and select,
// only the selected panel is rendered. Own code for size: React Aria's Tabs cost 33 kB gzip on the
// user editor (collection, selection and focus-scope modules) against the 80 kB page budget,
// measured with scripts/chunk-sizes.mjs; the pattern itself is these few lines.
import { useId, type KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function useTabs<T extends string>(
  ids: readonly T[],
  selected: T,
  onSelect: (id: T) => void,
) {
  const base = useId();
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = ids[step(Math.max(ids.indexOf(selected), 0), ids.length)]!;
    document.getElementById(tabId(next))?.focus();
    onSelect(next);
  };
  return {
    tabList: { role: 'tablist', 'aria-orientation': 'horizontal', onKeyDown } as const,
    tab: (id: T) =>
      ({
        role: 'tab',
        type: 'button',
        id: tabId(id),
        'aria-selected': id === selected,
        'aria-controls': id === selected ? panelId(id) : undefined,
        tabIndex: id === selected ? 0 : -1,
        onClick: () => onSelect(id),
      }) as const,
    panel: (id: T) =>
      ({ role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id) }) as const,
  };
}
