// POST /v2/admin/webhooks, PUT and DELETE /v2/admin/webhooks/:id: each refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookBody, UpdateWebhookBody, Webhook } from '@portal/shared';
import { useApi } from '../../../lib/api-client';
import { recordsKeys } from './keys';

export type SaveWebhook =
  { id: null; body: CreateWebhookBody } | { id: number; body: UpdateWebhookBody };

export function useSaveWebhook() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveWebhook) =>
      save.id === null
        ? api.post<Webhook>('/admin/webhooks', save.body)
        : api.put<Webhook>(`/admin/webhooks/${save.id}`, save.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKeys.webhooks() }),
  });
}

export function useDeleteWebhook() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/webhooks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKeys.webhooks() }),
  });
}
