// The read side the catalogues share: one page of a search in the asked order, or one entry (404
// when it is not there).
import type { CatalogPage } from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import type { PageRequest } from '../../repositories/catalog/list-query.js';
import { loadChoices } from '../../repositories/catalog/choices.js';
import { notFound } from './errors.js';
import { pageOf, pageRequest, searchText, type ListQuery } from './list-query.js';

export interface CatalogSource<S, E> {
  /** Words for messages ("security role"). */
  what: string;
  defaultSort: string;
  count(ex: Executor, search: string | undefined): Promise<number>;
  list(
    ex: Executor,
    search: string | undefined,
    sort: string,
    order: 'asc' | 'desc',
    page: PageRequest,
  ): Promise<S[]>;
  get(ex: Executor, id: number): Promise<E | undefined>;
}

export function catalogReads<S, E>(db: Database, source: CatalogSource<S, E>) {
  return {
    async list(q: ListQuery & { sort?: string | undefined }): Promise<CatalogPage<S>> {
      const search = searchText(q);
      const total = await source.count(db.orm, search);
      const sort = q.sort ?? source.defaultSort;
      const items = await source.list(db.orm, search, sort, q.order ?? 'asc', pageRequest(q));
      return pageOf(items, total, q);
    },
    async get(id: number): Promise<E> {
      const found = await source.get(db.orm, id);
      if (!found) throw notFound(source.what);
      return found;
    },
  };
}

/** What the catalogue editors offer: brands, regions, roles, sets, applications, features. */
export const catalogChoices = (db: Database) => loadChoices(db.orm);
