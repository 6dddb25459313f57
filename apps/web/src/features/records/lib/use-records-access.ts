// What the signed-in administrator may do in the records area (the server checks it again).
import { FEATURES } from '@portal/shared';
import { useAccess } from '../../../lib/access-context';

export function useRecordsAccess() {
  const access = useAccess();
  const has = (feature: string) => access.hasFeatures({ features: feature });
  return {
    /** Force resync, retry a failed event, manage webhook subscriptions. */
    canSend: has(FEATURES.integrationsWrite),
    canReadErrors: has(FEATURES.integrationStatusRead),
  };
}
