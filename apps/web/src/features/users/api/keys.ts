// Query keys of user administration: every list and detail lives under ['users'].
import type { UsersQueryInput } from '@portal/shared';

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: UsersQueryInput) => [...usersKeys.lists(), query] as const,
  detail: (id: number) => [...usersKeys.all, 'detail', id] as const,
  history: (id: number, page: number) => [...usersKeys.all, 'history', id, page] as const,
  options: () => [...usersKeys.all, 'options'] as const,
  outbox: () => [...usersKeys.all, 'outbox'] as const,
};
