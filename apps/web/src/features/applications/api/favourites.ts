// GET /v2/user/favourites and PUT / DELETE /v2/user/favourites/{id}: the applications the user
// pinned to the top of home, kept on the server. A toggle shows at once and is undone on failure.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserFavourites } from '@portal/shared';
import { useApi, type ApiClient } from '../../../lib/api-client';
import { HOME_KEYS } from '../../../lib/query-client';

const favouritesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: HOME_KEYS.favourites,
    queryFn: ({ signal }) => api.get<UserFavourites>('/user/favourites', { signal }),
    staleTime: 5 * 60_000,
  });

export function useFavourites(enabled = true) {
  return useQuery({ ...favouritesQuery(useApi()), enabled });
}

interface FavouriteChange {
  id: number;
  favourite: boolean;
}

export function useSetFavourite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: FavouriteChange) => {
      const path = `/user/favourites/${id}`;
      return favourite ? api.put<UserFavourites>(path) : api.delete<UserFavourites>(path);
    },
    onMutate: async ({ id, favourite }: FavouriteChange) => {
      await client.cancelQueries({ queryKey: HOME_KEYS.favourites });
      const before = client.getQueryData<UserFavourites>(HOME_KEYS.favourites);
      const ids = (before?.applicationIds ?? []).filter((x) => x !== id);
      client.setQueryData<UserFavourites>(HOME_KEYS.favourites, {
        applicationIds: favourite ? [...ids, id] : ids,
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(HOME_KEYS.favourites, context.before);
    },
    onSuccess: (saved) => client.setQueryData(HOME_KEYS.favourites, saved),
  });
}
