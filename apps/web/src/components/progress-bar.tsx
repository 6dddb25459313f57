// The one progress bar (React Aria ProgressBar): a label, the share done as text and a bar;
// indeterminate while the amount of work is not known.
import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';

export interface ProgressBarProps {
  label: string;
  /** Work done so far, out of `maxValue`; omit for an indeterminate bar. */
  value?: number | undefined;
  maxValue?: number;
}

export function ProgressBar({ label, value, maxValue = 100 }: ProgressBarProps) {
  const indeterminate = value === undefined || maxValue <= 0;
  return (
    <AriaProgressBar
      value={indeterminate ? undefined : value}
      maxValue={indeterminate ? 100 : maxValue}
      isIndeterminate={indeterminate}
      className="grid w-full gap-1"
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between gap-3 text-sm">
            <Label className="min-w-0 break-words font-semibold">{label}</Label>
            {!indeterminate && <span>{valueText}</span>}
          </div>
          <div className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className={`h-full rounded-full bg-accent ${indeterminate ? 'w-1/3 animate-pulse' : ''}`}
              style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
