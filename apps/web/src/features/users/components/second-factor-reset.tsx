// "Remove second factors" in the user editor: one question naming the user, then a notice of what
// was removed (the user sets a factor up again at the next sign-in where one is required).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@portal/shared';
import { useResetSecondFactors } from '../api/reset-second-factors';
import { describeError } from '../lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { NoticeState } from '../../../components/notice';

export function SecondFactorReset({
  user,
  onNotice,
}: {
  user: UserDetail;
  onNotice: (n: NoticeState) => void;
}) {
  const { t } = useTranslation('users');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetSecondFactors(user.id);
  const name = `${user.firstName} ${user.lastName}`;
  const close = () => {
    setAsking(false);
    setFailure(null);
  };
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
        {t('factors.reset')}
      </button>
      <ConfirmDialog
        isOpen={asking}
        danger
        title={t('factors.confirmTitle', { name })}
        question={t('factors.confirmText', { name })}
        names={[`${name} · ${user.email}`]}
        confirmLabel={t('factors.confirm')}
        busy={reset.isPending}
        error={failure}
        onCancel={close}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (done) => {
              close();
              const factors = done.removed.map((k) => t(`values.secondFactor.${k}`)).join(', ');
              onNotice({ kind: 'success', text: t('factors.done', { name, factors }) });
            },
            onError: (e) => setFailure(describeError(t, e).message),
          })
        }
      />
    </>
  );
}
