// The parts the date pickers share: the segmented date field and a month calendar (single day or
// range), all React Aria, in the interface language's calendar conventions (PortalLocale around them).
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Heading,
} from 'react-aria-components';

export function DateField({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot ?? null} className="flex items-center">
      {(segment) => (
        <DateSegment
          segment={segment}
          className="rounded-sm px-0.5 tabular-nums outline-none data-[focused]:bg-primary data-[focused]:text-primary-fg data-[placeholder]:text-muted-fg"
        />
      )}
    </DateInput>
  );
}

export function CalendarButton() {
  return (
    <Button className="ml-auto rounded-sm px-1.5 outline-none data-[focus-visible]:outline-2">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
        <rect x="2" y="3" width="12" height="11" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </Button>
  );
}

/** A month: previous and next buttons around the month's name, then the grid of days. */
export function CalendarMonth() {
  const nav =
    'grid size-8 place-items-center rounded-md outline-none data-[focus-visible]:outline-2 data-[hovered]:bg-page';
  return (
    <>
      <header className="mb-2 flex items-center justify-between gap-2">
        <Button slot="previous" className={nav}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className="font-semibold" />
        <Button slot="next" className={nav}>
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
        {(date) => (
          <CalendarCell
            date={date}
            className="grid size-9 cursor-pointer place-items-center rounded-md outline-none data-[disabled]:text-muted data-[focus-visible]:outline-2 data-[hovered]:bg-page data-[outside-month]:hidden data-[selected]:bg-primary/15 data-[selection-end]:bg-primary data-[selection-end]:text-primary-fg data-[selection-start]:bg-primary data-[selection-start]:text-primary-fg"
          />
        )}
      </CalendarGrid>
    </>
  );
}

export const PICKER_GROUP =
  'flex min-h-10 w-full items-center gap-1 rounded-md border border-muted-fg bg-surface px-2 py-1.5 data-[focus-within]:outline-2 data-[focus-within]:outline-focus data-[invalid]:border-danger';
export const PICKER_POPOVER =
  'z-[9999] rounded-md border border-muted bg-surface p-3 shadow-lg outline-none';
