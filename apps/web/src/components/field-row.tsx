// One labelled form row (label, control, hint, error) wired for screen readers, shared by every form.
import type { ReactNode } from 'react';
import { useFormAccess } from './form/form-access';

/** The ids of the hint and error shown under a control, for its aria-describedby. */
export const describedBy = (id: string, error?: string, hint?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export interface FieldRowProps {
  /** The control's id: the label points at it, hint and error take it as prefix. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** The label beside the control (a view's own setting), not above it. */
  inline?: boolean | undefined;
  children: ReactNode;
}

export function FieldRow({ id, label, error, hint, required, inline, children }: FieldRowProps) {
  // A form that may only be looked at asks nothing of the reader: no required marks.
  const { readOnly } = useFormAccess();
  return (
    <div className={inline ? 'flex items-center gap-2' : 'grid content-start gap-1'}>
      {/* The asterisk stays outside the label: the field's name is the label alone. */}
      <span>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {required && !readOnly && (
          <span aria-hidden="true" className="font-semibold text-danger">
            {' *'}
          </span>
        )}
      </span>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The hint and the error message under a control, with the ids `describedBy` names. */
export function FieldMessages(props: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { id, error, hint } = props;
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-fg">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </>
  );
}
