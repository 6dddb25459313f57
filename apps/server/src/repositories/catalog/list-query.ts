// The list side every catalogue repository shares: search, allow-listed order and paging (count and page).
import { count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { likeContains } from '../../db/sql.js';

export interface PageRequest {
  limit: number;
  offset: number;
}

type Expression = SQL | PgColumn;

/** `(a ILIKE p OR b ILIKE p ...)`: the search text anywhere in any of the expressions. */
export function searchAny(search: string, expressions: readonly Expression[]): SQL {
  const p = likeContains(search);
  return or(...expressions.map((e) => ilike(e, p)))!;
}

/** The condition of a plain search over some expressions; none when there is no search text. */
export function searchWhere(
  search: string | undefined,
  expressions: readonly Expression[],
): SQL | undefined {
  return search ? searchAny(search, expressions) : undefined;
}

export interface ListSource<F, Q extends PgSelect, S> {
  /** What is counted. */
  table: PgTable;
  /** The summary rows (with the joins they need, which do not change the count). */
  select: (ex: Executor) => Q;
  where: (filter: F) => SQL | undefined;
  order: Record<string, Expression>;
  /** The order used for an unknown sort key. */
  defaultSort: string;
  /** What orders equal values: fixed, or chosen by the sort key. */
  tieBreaker: Expression[] | ((sort: string) => Expression[]);
  toSummary: (row: Awaited<Q>[number]) => S;
}

export function listQueries<F, Q extends PgSelect, S>(source: ListSource<F, Q, S>) {
  return {
    async count(ex: Executor, filter: F): Promise<number> {
      const [r] = await ex.select({ n: count() }).from(source.table).where(source.where(filter));
      return r?.n ?? 0;
    },
    async list(
      ex: Executor,
      filter: F,
      sort: string,
      order: 'asc' | 'desc',
      page: PageRequest,
    ): Promise<S[]> {
      const expression = source.order[sort] ?? source.order[source.defaultSort]!;
      const tie =
        typeof source.tieBreaker === 'function' ? source.tieBreaker(sort) : source.tieBreaker;
      const direction = sql.raw(order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST');
      const list = await source
        .select(ex)
        .where(source.where(filter))
        .orderBy(sql`${expression} ${direction}`, ...tie)
        .limit(page.limit)
        .offset(page.offset);
      return (list as Awaited<Q>).map(source.toSummary);
    },
  };
}
