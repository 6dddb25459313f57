// PUT / DELETE /v2/user/notifications/{id}/read: the user's read state of an announcement.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserNotification } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { notificationKeys } from './get-notifications';

export function setNotificationRead(api: ApiClient, id: number, read: boolean) {
  const path = `/user/notifications/${id}/read`;
  return read ? api.put<void>(path) : api.delete<void>(path);
}

export function useSetNotificationRead() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => setNotificationRead(api, id, read),
    // Badges and lists change at once; the lists are fetched again afterwards.
    onMutate: ({ id, read }) => {
      client.setQueriesData<UserNotification[]>({ queryKey: notificationKeys.all }, (list) =>
        list?.map((n) => (n.id === id ? { ...n, read } : n)),
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
