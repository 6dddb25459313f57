// The frame both copy pages share: back link, title, intro, the outcome (with a link to its
// result), and the page's fields in the one form pattern with its submit button.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, SubmitButton } from '../../../components/form/form';
import { Notice, type NoticeState } from '../../../components/notice';
import { toUsers } from '../../../lib/route-links';

/** A notice that may point at what was made (the new user). */
export interface CopyOutcome extends NoticeState {
  link?: { to: string; label: string };
}

export function CopyPageFrame<F extends FieldValues>(props: {
  title: string;
  intro: string;
  notice: CopyOutcome | undefined;
  onCloseNotice: () => void;
  form: UseFormReturn<F>;
  onSubmit: (values: F) => Promise<boolean>;
  /** The alert after a failed submit, when the page says more than 'Please correct the errors marked'. */
  failedText?: (errors: FieldErrors<F>) => string | undefined;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('users');
  const link = props.notice?.link;
  return (
    <section className="page">
      <p>
        <Link to={toUsers()} className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">{props.title}</h1>
      <p className="mt-2">{props.intro}</p>
      <Notice notice={props.notice} onClose={props.onCloseNotice} />
      {link && (
        <p className="mt-2">
          <Link to={link.to} className="link font-semibold">
            {link.label}
          </Link>
        </p>
      )}
      <Form
        form={props.form}
        onSubmit={props.onSubmit}
        failedText={props.failedText}
        aria-label={props.title}
        className="mt-6 grid gap-6"
      >
        {/* Nothing changes while the copy is being made. */}
        <fieldset disabled={props.pending} className="grid gap-6 lg:grid-cols-2">
          {props.children}
        </fieldset>
        <div>
          <SubmitButton busy={props.pending}>{props.submitLabel}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
