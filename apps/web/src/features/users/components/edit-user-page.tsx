// /admin/users/:id/:mode: the editor with tabs; read-only without edit rights; save, follow-up reviews, lifecycle.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { NotFoundPage } from '../../../components/not-found-page';
import { toUserEdit, toUsers } from '../../../lib/route-links';
import { useRouteParams, userEditParams } from '../../../lib/route-params';
import { useUser } from '../api/get-user';
import { useUserOptions } from '../api/get-user-options';
import { describeError } from '../lib/api-error';
import { useUsersAccess } from '../lib/use-users-access';
import { Notice, type NoticeState } from '../../../components/notice';
import { UserEditor } from './user-editor';
import { withNamespace } from '../../../components/with-namespace';

function EditUserPage() {
  const { t } = useTranslation('users');
  const params = useRouteParams(userEditParams);
  const id = params?.id ?? 0;
  const valid = params !== null;
  const user = useUser(id, valid);
  const options = useUserOptions();
  const access = useUsersAccess();
  const flash = (useLocation().state as { notice?: NoticeState } | null)?.notice;
  const [notice, setNotice] = useState<NoticeState | undefined>(flash);
  const outranked = user.data ? !user.data.manageable : false;
  const readOnly = !access.canEdit || params?.mode !== 'edit' || outranked;

  if (!valid) return <NotFoundPage />;
  let body;
  if (user.isError || options.isError) {
    const d = describeError(t, user.error ?? options.error);
    body = <Notice notice={{ kind: 'error', text: d.message, details: d.details }} />;
  } else if (!user.data || !options.data) body = <LoaderOverlay />;
  else
    body = (
      <UserEditor
        key={user.data.id}
        user={user.data}
        options={options.data}
        readOnly={readOnly}
        readOnlyNote={access.canEdit && outranked ? t('editor.outranksNote') : undefined}
        // Someone who may edit is looking at the view: the Edit link says enough.
        explainReadOnly={!access.canEdit || outranked}
        canWrite={access.canWrite}
        onNotice={setNotice}
        onReload={() => void user.refetch()}
      />
    );

  return (
    <section className="page relative min-h-60">
      <p>
        <Link to={toUsers()} className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">
        {user.data
          ? `${user.data.firstName} ${user.data.lastName}`
          : t(readOnly ? 'editor.viewTitle' : 'editor.editTitle')}
      </h1>
      {user.data && readOnly && access.canEdit && !outranked && (
        <Link to={toUserEdit({ id })} className="btn-primary mt-3">
          {t('editor.edit')}
        </Link>
      )}
      <Notice notice={notice} onClose={() => setNotice(undefined)} />
      <div className="mt-4">{body}</div>
    </section>
  );
}

export const Component = withNamespace('users', EditUserPage);
