// Checkbox on React Aria: label, checked, indeterminate and disabled states, keyboard and screen reader ready.
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange?: (selected: boolean) => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  description?: string;
}

export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex cursor-pointer items-start gap-3 py-1 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70"
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-page-fg bg-surface group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-focus group-data-[selected]:border-primary-border group-data-[selected]:bg-primary group-data-[indeterminate]:bg-primary"
          >
            {isIndeterminate ? (
              <span className="h-0.5 w-2.5 bg-primary-fg" />
            ) : (
              isSelected && (
                <svg viewBox="0 0 16 16" className="size-3.5 text-primary-fg" fill="none">
                  <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              )
            )}
          </span>
          <span>
            {children}
            {description && <span className="block text-sm text-muted-fg">{description}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
