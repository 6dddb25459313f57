// Accordion item on React Aria's Disclosure: simple, branded or warning look, arrow left or right.
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';

export type AccordionVariant = 'simple' | 'branded' | 'warning';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  variant?: AccordionVariant;
  arrow?: 'left' | 'right';
  /** Heading level of the title (the page's outline). */
  level?: 2 | 3 | 4;
  defaultExpanded?: boolean;
  isExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Shown next to the title, e.g. a badge. */
  extra?: ReactNode;
}

const LOOK: Record<AccordionVariant, string> = {
  simple: 'border-b border-muted',
  branded: 'rounded-md border-l-4 border-accent bg-surface shadow-sm',
  warning: 'rounded-md border-l-4 border-warning bg-warning-bg shadow-sm',
};

function Arrow() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0 transition-transform group-data-[expanded]:rotate-90"
      fill="none"
    >
      <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function Accordion(props: AccordionProps) {
  const { title, children, variant = 'simple', arrow = 'left', level = 3, extra } = props;
  return (
    <Disclosure
      className={`group ${LOOK[variant]}`}
      defaultExpanded={props.defaultExpanded}
      isExpanded={props.isExpanded}
      onExpandedChange={props.onExpandedChange}
    >
      <Heading level={level} className="m-0">
        <Button
          slot="trigger"
          className={`flex w-full cursor-pointer items-center gap-3 px-3 py-2.5 text-left font-semibold ${
            arrow === 'right' ? 'flex-row-reverse justify-between' : ''
          }`}
        >
          <Arrow />
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span className="min-w-0">{title}</span>
            {extra}
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="px-3 pb-3">{children}</DisclosurePanel>
    </Disclosure>
  );
}
