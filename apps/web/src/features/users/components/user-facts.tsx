// The read-only facts of a user: status, verification, directory name, logins, last change.
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@portal/shared';
import { useDateFormat } from '../../../lib/format';

export function UserFacts({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const formatDate = useDateFormat();
  const date = (v: string | null) => (v ? formatDate(v, true) : t('list.never'));
  const facts: [string, string][] = [
    [t('facts.status'), t(`values.status.${user.status}`)],
    ...(user.deactivationReason
      ? [
          [
            t('facts.deactivationReason'),
            t(`values.reason.${user.deactivationReason}` as 'values.reason.other'),
          ] as [string, string],
        ]
      : []),
    [t('facts.emailVerified'), user.emailVerified ? t('facts.yes') : t('facts.no')],
    [t('facts.secondFactor'), t(`values.secondFactor.${user.secondFactor}`)],
    [t('facts.directoryUsername'), user.directoryUsername ?? '—'],
    [t('facts.lastLogin'), date(user.lastLoginAt)],
    [t('facts.lastPasswordChange'), date(user.lastPasswordChangeAt)],
    [t('facts.created'), date(user.createdAt)],
    [
      t('facts.lastModified'),
      `${date(user.lastModifiedAt)}${user.modifiedBy ? ` · ${user.modifiedBy}` : ''}`,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold">{k}</dt>
          <dd className="break-all">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
