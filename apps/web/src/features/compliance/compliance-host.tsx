// Opens the compliance flow of the user's required action right after sign-in (spec section 4),
// and the attestation and change-password modals asked for from the Admin [DEV ONLY] section.
// Finishing a flow loads the access data again, which then no longer lists the action.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DirectoryContext } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { useModalRequest } from '../../components/modal-host';
import { useAuth } from '../auth/auth-context';
import { accessKeys } from '../access/access-api';
import { CLOSED_KEYS, closedFlag, isClosed } from './lib/directory-review';
import type { OpenFlow } from './compliance-modals';

// The modals, their texts and React Aria load only when a flow opens.
const ComplianceModals = lazy(() => import('./compliance-modals'));

const REVIEW_CONTEXT: Record<string, DirectoryContext> = {
  directoryReview: 'DEALER_LOCATION',
  singularRolesReview: 'SINGULAR_ROLES',
};
/** The attestation modal steps aside on a user's edit page and comes back elsewhere. */
const USER_EDIT_PATH = /^\/admin\/users\/\d+\/edit\/?$/;

export function ComplianceHost() {
  const access = useAccess();
  const profile = useAuth().user?.profile;
  const subject = profile?.sub;
  const loginId = String(profile?.auth_time ?? profile?.sid ?? subject ?? '');
  const { pathname } = useLocation();
  const client = useQueryClient();
  const [open, setOpen] = useState<OpenFlow | null>(null);
  const action = access.requiredAction;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (action === handled.current) return;
    handled.current = action;
    if (action === 'changePassword' || action === 'adminAttestation') {
      setOpen({ kind: action, unclosable: true });
      return;
    }
    const context = action ? REVIEW_CONTEXT[action] : undefined;
    if (context && !isClosed(localStorage.getItem(CLOSED_KEYS[context]), Date.now(), loginId))
      setOpen({ kind: 'review', context });
  }, [action, loginId]);

  useModalRequest(
    'adminAttestation',
    useCallback(() => setOpen({ kind: 'adminAttestation', unclosable: false }), []),
  );
  useModalRequest(
    'changePassword',
    useCallback(() => setOpen({ kind: 'changePassword', unclosable: false }), []),
  );

  const close = useCallback(() => setOpen(null), []);
  const resolved = useCallback(
    () => void client.invalidateQueries({ queryKey: accessKeys.accessData(subject) }),
    [client, subject],
  );
  const skip = useCallback(
    (context: DirectoryContext) => {
      localStorage.setItem(CLOSED_KEYS[context], closedFlag(context, Date.now(), loginId));
      setOpen(null);
    },
    [loginId],
  );

  if (!open) return null;
  if (open.kind === 'adminAttestation' && USER_EDIT_PATH.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ComplianceModals open={open} onClose={close} onResolved={resolved} onSkip={skip} />
    </Suspense>
  );
}
