// The server-mode props of a table whose sort lives in the page's state (the address): the sort
// shown, and a header click handed back as that state's own sort key.
import type { ServerOptions, SortType } from './types';

export function serverSorting<S extends string>(
  sortBy: S,
  sortType: SortType,
  onSort: (sortBy: S, sortType: SortType) => void,
) {
  return {
    mode: 'server' as const,
    serverOptions: { sortBy, sortType },
    // The table offers only the columns' sortKeys, which the page declared as S.
    onServerOptionsChange: (o: ServerOptions) => onSort(o.sortBy as S, o.sortType),
  };
}
