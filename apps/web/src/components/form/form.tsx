// The one form frame: react-hook-form's state for the fields inside, read-only as one switch (every
// control disabled, save hidden), 'Please correct the errors marked' after a failed submit, and
// the question on leaving with unsaved changes.
import { useRef, type ReactNode, type RefObject } from 'react';
import {
  FormProvider,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BlockedButton } from '../blocked-button';
import { LeaveGuard } from '../leave-guard';
import { FormAccessContext } from './form-access';
import { AlertText } from '../alert-text';

export interface FormProps<F extends FieldValues> {
  form: UseFormReturn<F>;
  /**
   * Saves valid values; false (or a throw) when it did not save. `leaving` when the user saves
   * from the leave question (then no success dialog, no new address).
   */
  onSubmit: (values: F, context: { leaving: boolean }) => Promise<boolean | void> | boolean | void;
  /** Only to look at: every control disabled, no save. */
  readOnly?: boolean;
  /** Ask before leaving with unsaved changes (in-app navigation and closing the tab). */
  guardLeaving?: boolean;
  /** Set when the page moves on by itself (after saving a new entry, after deleting). */
  leaveAllowed?: RefObject<boolean>;
  className?: string;
  /**
   * The alert after a failed submit, where a page says more (its one problem); undefined gives
   * 'Please correct the errors marked'.
   */
  failedText?: ((errors: FieldErrors<F>) => string | undefined) | undefined;
  /** The form's accessible name. */
  'aria-label'?: string;
  children: ReactNode;
}

export function Form<F extends FieldValues>(props: FormProps<F>) {
  const { form, onSubmit, readOnly = false, guardLeaving = false } = props;
  const { t } = useTranslation();
  const ownAllowed = useRef(false);
  const { isDirty, errors } = form.formState;
  // Errors show after a submit, a step's check or (forms checked on change) a change.
  const failed = Object.keys(errors).length > 0;

  const submit = (leaving: boolean) => {
    let saved = false;
    return form
      .handleSubmit(async (values) => {
        saved = (await onSubmit(values, { leaving })) !== false;
      })()
      .then(() => saved);
  };

  return (
    <FormProvider {...form}>
      <FormAccessContext.Provider value={{ readOnly }}>
        <form
          noValidate
          aria-label={props['aria-label']}
          className={props.className}
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly) void submit(false);
          }}
        >
          {failed && !readOnly && (
            <AlertText>{props.failedText?.(errors) ?? t('validation.correctErrors')}</AlertText>
          )}
          <fieldset disabled={readOnly} className="contents">
            {props.children}
          </fieldset>
        </form>
        {guardLeaving && (
          <LeaveGuard
            dirty={isDirty && !readOnly}
            allowed={props.leaveAllowed ?? ownAllowed}
            onSave={() => submit(true)}
          />
        )}
      </FormAccessContext.Provider>
    </FormProvider>
  );
}

/**
 * The submit button; hidden in a read-only form. `blocked` (an incomplete form) keeps it focusable
 * with aria-disabled and a reason; `busy` (saving) disables it.
 */
export function SubmitButton(props: {
  children: ReactNode;
  busy?: boolean;
  blocked?: boolean;
  reason?: string;
  className?: string;
}) {
  return (
    <FormAccessContext.Consumer>
      {({ readOnly }) =>
        readOnly ? null : (
          <BlockedButton
            type="submit"
            className={props.className ?? 'btn-primary'}
            blocked={!props.busy && (props.blocked ?? false)}
            reason={props.reason}
            disabled={props.busy}
            aria-busy={props.busy || undefined}
          >
            {props.children}
          </BlockedButton>
        )
      }
    </FormAccessContext.Consumer>
  );
}
