// The button of a group header: shows and hides the group's rows, with the number of rows.
import type { GroupLine } from './lines';

export function GroupToggle({ group, label }: { group: GroupLine; label: string }) {
  return (
    <button
      type="button"
      aria-expanded={group.expanded}
      onClick={group.toggle}
      className="flex w-full items-center gap-2 text-left font-semibold"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className={`size-4 transition-transform ${group.expanded ? 'rotate-90' : ''}`}
        fill="none"
      >
        <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
      <span className="font-normal text-muted-fg">({group.count})</span>
    </button>
  );
}

export function SortIcon({ direction }: { direction: 'asc' | 'desc' | false }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="size-3.5 shrink-0" fill="currentColor">
      <path d="M6 1 10 6H2z" opacity={direction === 'desc' ? 0.3 : 1} />
      <path d="M6 15 2 10h8z" opacity={direction === 'asc' ? 0.3 : 1} />
    </svg>
  );
}
