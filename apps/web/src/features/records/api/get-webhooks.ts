// GET /v2/admin/webhooks: every webhook subscription (the secret only as its last characters).
import { useQuery } from '@tanstack/react-query';
import type { WebhookList } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export function useWebhooks() {
  const api = useApi();
  return useQuery({
    queryKey: recordsKeys.webhooks(),
    queryFn: ({ signal }) => api.get<WebhookList>('/admin/webhooks', { signal }),
  });
}
