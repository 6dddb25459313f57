// GET /v2/admin/integration-events: the latest events queued for one user or organisation, with
// their deliveries counted (a forced resync shows here).
import { useQuery } from '@tanstack/react-query';
import type { IntegrationEventPage } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export const EVENTS_SHOWN = 5;

export function useIntegrationEvents(
  entityType: 'user' | 'organization',
  entityId: number,
  enabled: boolean,
) {
  const api = useApi();
  return useQuery({
    queryKey: recordsKeys.events(entityType, entityId),
    enabled,
    queryFn: ({ signal }) =>
      api.get<IntegrationEventPage>('/admin/integration-events', {
        query: { entityType, entityId, page: 1, pageSize: EVENTS_SHOWN },
        signal,
      }),
  });
}
