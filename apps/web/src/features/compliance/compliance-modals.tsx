// The open compliance flow's modal, with the compliance texts loaded (one lazy chunk).
import type { DirectoryContext } from '@portal/shared';
import { withNamespace } from '../../components/with-namespace';
import { AttestationModal } from './attestation/attestation-modal';
import { ChangePasswordModal } from './password/change-password-modal';
import { DirectoryReviewModal } from './directory/directory-review-modal';

export type OpenFlow =
  | { kind: 'adminAttestation'; unclosable: boolean }
  | { kind: 'changePassword'; unclosable: boolean; expired?: boolean; voluntary?: boolean }
  /** The security review (spec section 4): the attestation list by login age, always closable. */
  | { kind: 'securityReview' }
  | { kind: 'review'; context: DirectoryContext };

/** What the flows need of the signed-in user (from the sign-in token's claims). */
export interface ComplianceUser {
  /** The token's name claim and, where sent, the given and family names. */
  names: readonly (string | undefined)[];
  email: string | undefined;
  /** One sign-in (a singular-roles review skipped until the next login compares it). */
  loginId: string;
}

export interface ComplianceModalsProps {
  open: OpenFlow;
  user: ComplianceUser;
  onClose: () => void;
  /** The flow is finished on the server: load the access data again. */
  onResolved: () => void;
  onSkip: (context: DirectoryContext) => void;
}

function ComplianceModals({ open, user, onClose, onResolved, onSkip }: ComplianceModalsProps) {
  if (open.kind === 'changePassword')
    return (
      <ChangePasswordModal
        names={user.names}
        unclosable={open.unclosable}
        expired={open.expired}
        askCurrent={open.voluntary}
        onClose={onClose}
      />
    );
  if (open.kind === 'adminAttestation')
    return (
      <AttestationModal
        ownEmail={user.email}
        unclosable={open.unclosable}
        onClose={onClose}
        onDone={() => {
          onResolved();
          onClose();
        }}
      />
    );
  if (open.kind === 'securityReview')
    return (
      <AttestationModal
        variant="security"
        ownEmail={user.email}
        unclosable={false}
        onClose={onClose}
        onDone={() => {
          onResolved();
          onClose();
        }}
      />
    );
  return (
    <DirectoryReviewModal
      context={open.context}
      onSkip={() => onSkip(open.context)}
      onReviewed={onResolved}
      onClose={onClose}
    />
  );
}

export default withNamespace('compliance', ComplianceModals);
