// A button that may not act yet but stays focusable: aria-disabled, refuses activation, and says why.
import { useId, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface BlockedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** True while the action may not run (an incomplete form, an unticked confirmation). */
  blocked: boolean;
  /** Why it may not run; 'Complete the fields marked as required first.' when not given. */
  reason?: string | undefined;
}

export function BlockedButton({ blocked, reason, onClick, children, ...rest }: BlockedButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <>
      {blocked && (
        <span id={reasonId} className="self-center text-sm text-muted-fg">
          {reason ?? t('blocked.incomplete')}
        </span>
      )}
      <button
        {...rest}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : rest['aria-describedby']}
        onClick={(event) => {
          // Refuses the click and, for a submit button, the form's submission (Enter in a field too).
          if (blocked) event.preventDefault();
          else onClick?.(event);
        }}
      >
        {children}
      </button>
    </>
  );
}
