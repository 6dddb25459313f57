// A button whose action is under way: disabled, and marked busy for screen readers, until it ends.
import type { ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The action runs (a mutation pending). */
  busy: boolean;
}

export function BusyButton({ busy, disabled, ...props }: BusyButtonProps) {
  return (
    <button type="button" {...props} disabled={busy || disabled} aria-busy={busy || undefined} />
  );
}
