// The tabs of a loaded user (profile, locations, roles and permissions, applications, e-mail preferences, history).
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail, UserOptions } from '@portal/shared';
import { useUpdateUser } from '../api/update-user';
import { useResendVerification } from '../api/resend-verification';
import { describeError, isConflict } from '../lib/api-error';
import {
  toPayload,
  valuesFromUser,
  type FormSection,
  type UserFormValues,
} from '../lib/form-values';
import { errorsIn, type FieldErrors } from '../lib/validate';
import { useUserForm } from '../lib/use-user-form';
import { useFollowUps } from '../lib/use-follow-ups';
import { Form } from '../../../components/form/form';
import { BlockedButton } from '../../../components/blocked-button';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { useTabs } from '../../../components/tabs';
import { SECTIONS } from './user-form/sections';
import { BoundSection } from './user-form/bound-section';
import { SectionTabs } from './user-form/section-tabs';
import { LifecycleActions } from './lifecycle-actions';
import { SecondFactorReset } from './second-factor-reset';
import { ReviewDialog } from './review-dialog';
import { UserFacts } from './user-facts';
import type { NoticeState } from '../../../components/notice';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { BusyButton } from '../../../components/busy-button';

type TabId = FormSection | 'history';
const TAB_IDS: readonly TabId[] = [...SECTIONS.map((s) => s.id), 'history'];

// The history (a data table of its own) loads when its tab is first opened, not with the editor.
const HistoryTab = lazy(() => import('./history-tab').then((m) => ({ default: m.HistoryTab })));

interface Props {
  user: UserDetail;
  options: UserOptions;
  readOnly: boolean;
  /** Why the user may only be viewed, when more precise than the common notice. */
  readOnlyNote: string | undefined;
  /** Whether the read-only notice shows: not for someone who may edit and is only viewing. */
  explainReadOnly: boolean;
  canWrite: boolean;
  onNotice: (n: NoticeState | undefined) => void;
  onReload: () => void;
}

export function UserEditor(props: Props) {
  const { user, options, readOnly, canWrite, onNotice, onReload } = props;
  const { t } = useTranslation('users');
  const { t: tp } = useTranslation();
  const initial = useMemo(() => valuesFromUser(user), [user]);
  const form = useUserForm(initial, options, 'onSubmit');
  const [tab, setTab] = useState<TabId>('profile');
  const follow = useFollowUps(form.changed, tab === 'history' ? 'profile' : tab);
  const [review, setReview] = useState<{ context: 'save' | 'leave'; next?: TabId } | null>(null);
  const [conflict, setConflict] = useState(false);
  // Pending reviews the administrator chose to do later are not asked for again on every tab change.
  const [postponed, setPostponed] = useState('');
  const update = useUpdateUser(user.id);
  const resend = useResendVerification();

  /** Saves valid values (Form checks them first); false when the server refused. */
  const persist = async (values: UserFormValues): Promise<boolean> => {
    onNotice(undefined);
    try {
      await update.mutateAsync({ ...toPayload(values), version: user.version });
      onNotice({ kind: 'success', text: t('editor.saved') });
      return true;
    } catch (e) {
      const d = describeError(t, e);
      onNotice({ kind: 'error', text: d.message, details: d.details });
      if (isConflict(e)) setConflict(true);
      return false;
    }
  };
  // Invalid values: the first section with errors opens (the Form says what to correct).
  const save = form.form.handleSubmit(persist, (errors) => {
    const first = SECTIONS.find((s) => errorsIn(errors as FieldErrors, s.id).length > 0);
    if (first) setTab(first.id);
  });
  const onSave = () => (follow.pending.length ? setReview({ context: 'save' }) : void save());
  const onTab = (next: TabId) => {
    const ask = follow.pending.length > 0 && postponed !== follow.pending.join();
    if (!readOnly && ask && next !== tab && !follow.pending.includes(next as FormSection))
      setReview({ context: 'leave', next });
    else setTab(next);
  };
  const onResend = () =>
    resend.mutate(user.id, {
      onSuccess: () => onNotice({ kind: 'success', text: t('list.resent', { email: user.email }) }),
      onError: (e) => onNotice({ kind: 'error', text: describeError(t, e).message }),
    });
  const tabs = useTabs(TAB_IDS, tab, onTab);
  const noChangesId = useId();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-md bg-surface p-4 shadow-sm">
        <UserFacts user={user} />
        <div className="flex flex-wrap gap-2">
          {!readOnly && !user.emailVerified && user.status === 'ACTIVE' && (
            <BusyButton className="btn-secondary" busy={resend.isPending} onClick={onResend}>
              {t('list.resend')}
            </BusyButton>
          )}
          {canWrite && !readOnly && user.secondFactor !== 'none' && (
            <SecondFactorReset user={user} onNotice={onNotice} />
          )}
          {canWrite && !user.self && !readOnly && (
            <LifecycleActions user={user} onNotice={onNotice} />
          )}
        </div>
      </div>
      {conflict && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => (setConflict(false), onReload())}
          >
            {t('editor.reload')}
          </button>
        </div>
      )}
      {user.self && !readOnly && (
        <p className="rounded-md bg-surface p-3 text-sm">{t('editor.selfNote')}</p>
      )}
      {readOnly && props.explainReadOnly && <ReadOnlyNotice reason={props.readOnlyNote} />}
      <SectionTabs ids={TAB_IDS} tabs={tabs} errors={form.errors} label={t('editor.tabs')} />
      <Form
        form={form.form}
        readOnly={readOnly}
        guardLeaving
        onSubmit={persist}
        aria-label={readOnly ? t('editor.viewTitle') : t('editor.editTitle')}
        className={tab === 'history' ? 'hidden' : 'grid gap-4 pt-4'}
      >
        {SECTIONS.filter((s) => s.id === tab).map(({ id, Component }) => (
          <div key={id} {...tabs.panel(id)} className="pt-2 outline-none">
            {follow.needed.includes(id) && follow.reason(id) && (
              <p role="status" className="mb-4 rounded-md border-l-4 border-primary bg-surface p-3">
                {t('review.banner', { section: t(`sections.${follow.reason(id)!}`) })}
              </p>
            )}
            <BoundSection
              Component={Component}
              control={form.form.control}
              errors={form.errors}
              options={options}
              onChange={form.onChange}
              self={user.self}
              user={user}
            />
          </div>
        ))}
      </Form>
      {tab === 'history' && (
        <div {...tabs.panel('history')} className="pt-2 outline-none">
          <Suspense fallback={<LoaderOverlay />}>
            <HistoryTab userId={user.id} />
          </Suspense>
        </div>
      )}
      {/* The history has nothing to save: no Save / Discard under it. */}
      {!readOnly && tab !== 'history' && (
        <div className="flex flex-wrap gap-2 border-t border-muted pt-4">
          <BlockedButton
            type="button"
            className="btn-primary"
            onClick={onSave}
            disabled={update.isPending}
            blocked={!form.dirty && !update.isPending}
            reasonId={noChangesId}
          >
            {t('editor.save')}
          </BlockedButton>
          <BlockedButton
            type="button"
            className="btn-secondary"
            blocked={!form.dirty}
            reasonId={noChangesId}
            onClick={() => form.form.reset(initial)}
          >
            {t('editor.discard')}
          </BlockedButton>
          {!form.dirty && (
            <span id={noChangesId} className="self-center text-sm text-muted-fg">
              {tp('blocked.noChangesYet')}
            </span>
          )}
        </div>
      )}
      <ReviewDialog
        pending={follow.pending}
        isOpen={review !== null}
        context={review?.context ?? 'leave'}
        onClose={() => setReview(null)}
        onReview={(section) => {
          setReview(null);
          setTab(section);
        }}
        onSkip={() => {
          const r = review;
          setReview(null);
          if (r?.context === 'save') void save();
          else {
            setPostponed(follow.pending.join());
            if (r?.next) setTab(r.next);
          }
        }}
      />
    </div>
  );
}
