// A field of a form that may only be looked at, shown as its label and its value in words (not a
// disabled control): a group named by the label, "—" when there is no value.
import { useId, type ReactNode } from 'react';

export function ReadOnlyValue(props: {
  label: string;
  /** The value; empty text or an empty list shows "—". */
  children: ReactNode;
  /** Keeps the line breaks of a longer text. */
  multiline?: boolean;
  /** The label is read by screen readers only (a legend above already says it). */
  labelHidden?: boolean;
}) {
  const id = useId();
  const empty =
    props.children == null ||
    props.children === '' ||
    (Array.isArray(props.children) && props.children.length === 0);
  return (
    <div role="group" aria-labelledby={id} className="grid content-start gap-1">
      <span id={id} className={props.labelHidden ? 'sr-only' : 'font-semibold'}>
        {props.label}
      </span>
      <div className={`min-w-0 break-words ${props.multiline ? 'whitespace-pre-wrap' : ''}`}>
        {empty ? '—' : props.children}
      </div>
    </div>
  );
}
