// The frame both copy pages share: back link, title, intro, the outcome (with a link to its result) and the submit button.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Notice, type NoticeState } from './notice';
import { toUsers } from '../../../lib/route-links';

/** A notice that may point at what was made (the new user). */
export interface CopyOutcome extends NoticeState {
  link?: { to: string; label: string };
}

export function CopyPageFrame(props: {
  title: string;
  intro: string;
  notice: CopyOutcome | undefined;
  onCloseNotice: () => void;
  submitLabel: string;
  onSubmit: () => void;
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
      <div className="mt-6 grid gap-6 lg:grid-cols-2">{props.children}</div>
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={props.onSubmit}
        disabled={props.pending}
        aria-busy={props.pending || undefined}
      >
        {props.submitLabel}
      </button>
    </section>
  );
}
