// The portal's TanStack Query client: defaults for every query, and the home page's calls kept
// fresh across navigation but invalidated by the changes that alter them.
import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Query key prefixes of the calls the home page makes on every visit. */
export const HOME_KEYS = {
  /** GET /v2/user and /v2/user/ui-access-data (keyed by subject below this prefix). */
  user: ['user'],
  /** GET /v2/user/notifications. */
  notifications: ['notifications'],
  /** GET /v2/user/applications. */
  applications: ['user-applications'],
  /** GET /v2/user/favourites. */
  favourites: ['user-favourites'],
} as const;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** A successful change alters what the home page shows (catalogue entries, roles). */
      changesHome?: boolean;
    };
  }
}

export function createQueryClient(queries: DefaultOptions['queries'] = {}) {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors will not go away by asking again.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
        ...queries,
      },
    },
    mutationCache: new MutationCache({
      // Marks the home calls stale: shown ones load again now, the others on the next visit.
      onSuccess: async (_data, _vars, _context, mutation) => {
        if (!mutation.meta?.changesHome) return;
        await Promise.all(
          Object.values(HOME_KEYS).map((queryKey) => client.invalidateQueries({ queryKey })),
        );
      },
    }),
  });
  return client;
}
