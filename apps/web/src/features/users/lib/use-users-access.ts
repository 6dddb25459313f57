// What the signed-in administrator may do in user administration (the server decides; this only hides).
import { FEATURES } from '@portal/shared';
import { useAccess } from '../../../lib/access-context';

export function useUsersAccess() {
  const { features, profile } = useAccess();
  const write = features.has(FEATURES.usersWrite);
  return {
    /** Create, deactivate, reactivate, delete. */
    canWrite: write,
    /** Change existing users. */
    canEdit: write || features.has(FEATURES.usersEdit),
    canCopy: write && features.has(FEATURES.dev),
    isDev: features.has(FEATURES.dev),
    /** Only internal administrators create or change internal users. */
    isInternal: profile?.userType === 'INTERNAL',
  };
}
