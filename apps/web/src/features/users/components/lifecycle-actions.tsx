// Deactivate (reason from a list, then confirm), reactivate (at once) and delete (the shared
// question, naming the user) a user.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEACTIVATION_REASONS, type UserDetail } from '@portal/shared';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { useDeleteUser } from '../api/delete-user';
import { describeError } from '../lib/api-error';
import { LazyModal } from '../../../components/modal-host';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { NoticeState } from '../../../components/notice';
import { toUsers } from '../../../lib/route-links';
import { BusyButton } from '../../../components/busy-button';

type Reason = (typeof DEACTIVATION_REASONS)[number];

export function LifecycleActions({
  user,
  onNotice,
}: {
  user: UserDetail;
  onNotice: (n: NoticeState) => void;
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const [reason, setReason] = useState<Reason | ''>('');
  const [tried, setTried] = useState(false);
  const deactivate = useDeactivateUser(user.id);
  const reactivate = useReactivateUser(user.id);
  const remove = useDeleteUser(user.id);
  const name = `${user.firstName} ${user.lastName}`;
  const fail = (e: unknown) => {
    const d = describeError(t, e);
    onNotice({ kind: 'error', text: d.message, details: d.details });
    setDialog(null);
  };
  const onReactivate = () =>
    reactivate.mutate(user.version, {
      onSuccess: () => onNotice({ kind: 'success', text: t('lifecycle.reactivated', { name }) }),
      onError: fail,
    });
  const close = () => {
    setDialog(null);
    setTried(false);
    setReason('');
  };

  return (
    <>
      {user.status === 'ACTIVE' ? (
        <button type="button" className="btn-secondary" onClick={() => setDialog('deactivate')}>
          {t('lifecycle.deactivate')}
        </button>
      ) : (
        <BusyButton className="btn-secondary" busy={reactivate.isPending} onClick={onReactivate}>
          {t('lifecycle.reactivate')}
        </BusyButton>
      )}
      <button
        type="button"
        className="btn-secondary text-danger"
        onClick={() => {
          remove.reset();
          setDialog('delete');
        }}
      >
        {t('lifecycle.delete')}
      </button>

      <LazyModal
        title={t('lifecycle.deactivateTitle', { name })}
        isOpen={dialog === 'deactivate'}
        onExit={close}
        onCancel={close}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('lifecycle.confirmDeactivate')}
        isLoading={deactivate.isPending}
        onConfirm={() => {
          setTried(true);
          if (!reason) return;
          deactivate.mutate(
            { reason, version: user.version },
            {
              onSuccess: () => {
                close();
                onNotice({ kind: 'success', text: t('lifecycle.deactivated', { name }) });
              },
              onError: fail,
            },
          );
        }}
      >
        <p>{t('lifecycle.deactivateText')}</p>
        <label htmlFor={`${id}-reason`} className="mt-4 block font-semibold">
          {t('lifecycle.reason')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          required
          aria-invalid={tried && !reason ? true : undefined}
          aria-describedby={tried && !reason ? `${id}-reason-error` : undefined}
          onChange={(e) => setReason(e.target.value as Reason)}
          className="mt-1 w-full rounded border border-muted-fg bg-surface px-3 py-2"
        >
          <option value="">{t('lifecycle.chooseReason')}</option>
          {DEACTIVATION_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`values.reason.${r}`)}
            </option>
          ))}
        </select>
        {tried && !reason && (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-danger">
            {t('validation.required')}
          </p>
        )}
      </LazyModal>

      <ConfirmDialog
        isOpen={dialog === 'delete'}
        danger
        title={t('lifecycle.deleteTitle', { name })}
        question={t('lifecycle.deleteText')}
        names={[`${name} (${user.email})`]}
        confirmLabel={t('lifecycle.confirmDelete')}
        busy={remove.isPending}
        error={remove.isError ? describeError(t, remove.error).message : null}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(user.version, {
            onSuccess: () =>
              void navigate(toUsers(), {
                state: { notice: { kind: 'success', text: t('lifecycle.deleted', { name }) } },
              }),
          })
        }
      />
    </>
  );
}
