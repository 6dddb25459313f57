// A button that may not act yet but stays focusable: aria-disabled, refuses activation, and says why.
import { useId, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface BlockedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** True while the action may not run (an incomplete form, an unticked confirmation). */
  blocked: boolean;
  /** Why it may not run; 'Complete the fields marked as required first.' when not given. */
  reason?: string | undefined;
  /** Where the reason shows: before the button (a bar aligned right) or after it (aligned left). */
  reasonSide?: 'before' | 'after';
  /** The id of a reason shown elsewhere that this button shares (Save and Discard): none of its own. */
  reasonId?: string | undefined;
}

export function BlockedButton(props: BlockedButtonProps) {
  const { blocked, reason, reasonSide = 'before', onClick, children, ...rest } = props;
  const { reasonId: shared, ...buttonProps } = rest;
  const { t } = useTranslation();
  const ownId = useId();
  const reasonId = shared ?? ownId;
  const why = blocked && !shared && (
    <span id={reasonId} className="self-center text-sm text-muted-fg">
      {reason ?? t('blocked.incomplete')}
    </span>
  );
  return (
    <>
      {reasonSide === 'before' && why}
      <button
        {...buttonProps}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : buttonProps['aria-describedby']}
        onClick={(event) => {
          // Refuses the click and, for a submit button, the form's submission (Enter in a field too).
          if (blocked) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {children}
      </button>
      {reasonSide === 'after' && why}
    </>
  );
}
