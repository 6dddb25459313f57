// Whether the signed-in user may change a catalogue (the :write feature); the server decides too.
import { FEATURES } from '@portal/shared';
import { useAccess } from '../../../lib/access-context';

export type Catalogue = 'announcements' | 'applications' | 'permissionSets' | 'securityRoles';

const WRITE: Record<Catalogue, string> = {
  announcements: FEATURES.announcementsWrite,
  applications: FEATURES.applicationsWrite,
  permissionSets: FEATURES.permissionSetsWrite,
  securityRoles: FEATURES.securityRolesWrite,
};

export function useCanWrite(catalogue: Catalogue): boolean {
  return useAccess().hasFeatures({ features: [WRITE[catalogue]] });
}
