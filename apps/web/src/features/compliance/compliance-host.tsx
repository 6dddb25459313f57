// Opens the compliance flow of the user's required action right after sign-in (spec section 4),
// and the attestation and change-password modals asked for from the Admin [DEV ONLY] section.
// Finishing a flow calls onResolved (the app loads the access data again, which then no longer
// lists the action).
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useModalRequest } from '../../components/modal-host';
import { useAccess } from '../../lib/access-context';
import { CLOSED_KEYS, closedFlag, isClosed } from './lib/directory-review';
import type { ComplianceUser, OpenFlow } from './compliance-modals';

// The modals, their texts and React Aria load only when a flow opens.
const ComplianceModals = lazy(() => import('./compliance-modals'));

/** The attestation modal steps aside on a user's edit page and comes back elsewhere. */
const USER_EDIT_PATH = /^\/admin\/users\/\d+\/edit\/?$/;

/** An expired password (access data's passwordExpired) opens its flow before any required action. */
export const PASSWORD_EXPIRED = 'passwordExpired';

/** The flow a required action opens; a review closed for now (its localStorage flag) opens none. */
export function flowOf(action: string | null, loginId: string, now: number): OpenFlow | null {
  if (action === PASSWORD_EXPIRED)
    return { kind: 'changePassword', unclosable: true, expired: true };
  if (action === 'changePassword') return { kind: action, unclosable: true };
  if (action === 'adminAttestation') return { kind: action, unclosable: true };
  const context =
    action === 'directoryReview'
      ? 'DEALER_LOCATION'
      : action === 'singularRolesReview'
        ? 'SINGULAR_ROLES'
        : null;
  if (!context || isClosed(localStorage.getItem(CLOSED_KEYS[context]), now, loginId)) return null;
  return { kind: 'review', context };
}

export interface ComplianceHostProps {
  /** The required action chosen by the rule of spec section 4 (chooseRequiredAction). */
  requiredAction: string | null;
  user: ComplianceUser;
  onResolved: () => void;
}

export function ComplianceHost({ requiredAction: action, user, onResolved }: ComplianceHostProps) {
  const { pathname } = useLocation();
  // The password-expired prompt (spec section 8) comes first, like a required password change.
  const requiredAction = useAccess().access?.passwordExpired ? PASSWORD_EXPIRED : action;
  const [requested, setRequested] = useState<OpenFlow | null>(null);
  // The action whose flow was closed (it does not open again while it stays the same).
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Review flags are read against the time the portal was opened.
  const [openedAt] = useState(() => Date.now());
  const fromAction = useMemo(
    () => (dismissed === requiredAction ? null : flowOf(requiredAction, user.loginId, openedAt)),
    [requiredAction, user.loginId, dismissed, openedAt],
  );
  // A flow, once open, stays until it is closed: finishing it clears the action on the server
  // first, and its closing message still shows.
  const [held, setHeld] = useState<{ flow: OpenFlow; action: string | null } | null>(null);
  if (fromAction && !held) setHeld({ flow: fromAction, action: requiredAction });
  const open = requested ?? held?.flow ?? fromAction;

  useModalRequest(
    'adminAttestation',
    useCallback(() => setRequested({ kind: 'adminAttestation', unclosable: false }), []),
  );
  useModalRequest(
    'securityReview',
    useCallback(() => setRequested({ kind: 'securityReview' }), []),
  );
  useModalRequest(
    'changePassword',
    // The spec: the change-password modal is unclosable, also when the dev menu opened it. A
    // change nobody asked for needs the current password (the server refuses it without).
    useCallback(
      () => setRequested({ kind: 'changePassword', unclosable: true, voluntary: true }),
      [],
    ),
  );

  const close = useCallback(() => {
    if (requested) return setRequested(null);
    setDismissed(held?.action ?? requiredAction);
    setHeld(null);
  }, [requested, held, requiredAction]);
  const skip = useCallback(
    (context: 'SINGULAR_ROLES' | 'DEALER_LOCATION') => {
      localStorage.setItem(CLOSED_KEYS[context], closedFlag(context, Date.now(), user.loginId));
      close();
    },
    [close, user.loginId],
  );

  if (!open) return null;
  // The attestation modal steps aside on a user's edit page (and comes back elsewhere).
  if (open.kind === 'adminAttestation' && USER_EDIT_PATH.test(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <ComplianceModals
        open={open}
        user={user}
        onClose={close}
        onResolved={onResolved}
        onSkip={skip}
      />
    </Suspense>
  );
}
