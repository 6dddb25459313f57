// The open compliance flow's modal, with the compliance texts loaded (one lazy chunk).
import type { DirectoryContext } from '@portal/shared';
import { withNamespace } from '../../components/with-namespace';
import { AttestationModal } from './attestation/attestation-modal';
import { ChangePasswordModal } from './password/change-password-modal';
import { DirectoryReviewModal } from './directory/directory-review-modal';

export type OpenFlow =
  | { kind: 'adminAttestation' | 'changePassword'; unclosable: boolean; expired?: boolean }
  | { kind: 'review'; context: DirectoryContext };

export interface ComplianceModalsProps {
  open: OpenFlow;
  onClose: () => void;
  /** The flow is finished on the server: load the access data again. */
  onResolved: () => void;
  onSkip: (context: DirectoryContext) => void;
}

function ComplianceModals({ open, onClose, onResolved, onSkip }: ComplianceModalsProps) {
  if (open.kind === 'changePassword')
    return (
      <ChangePasswordModal unclosable={open.unclosable} expired={open.expired} onClose={onClose} />
    );
  if (open.kind === 'adminAttestation')
    return (
      <AttestationModal
        unclosable={open.unclosable}
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
