// The list side every catalogue repository shares: search, allow-listed order and paging (count and page).
import { sql, type SQL } from 'drizzle-orm';
import { one, rows, type Executor } from '../../db/client.js';
import { orderBy, where, type PageRequest } from './sql-helpers.js';
import { likeContains } from '../../db/sql.js';

/** `(a ILIKE p OR b ILIKE p ...)`: the search text anywhere in any of the expressions. */
export function searchAny(search: string, expressions: readonly SQL[]): SQL {
  const p = likeContains(search);
  return sql`(${sql.join(
    expressions.map((e) => sql`${e} ILIKE ${p}`),
    sql` OR `,
  )})`;
}

/** WHERE for a plain search over some expressions; nothing when there is no search text. */
export function searchWhere(search: string | undefined, expressions: readonly SQL[]): SQL {
  return where(search ? [searchAny(search, expressions)] : []);
}

export interface ListSource<F, R, S> {
  /** The table with its alias (`application ap`): what is counted. */
  table: SQL;
  /** Joins the summary columns need (they do not change the count). */
  joins?: SQL;
  columns: SQL;
  /** The WHERE clause (or nothing) for a filter. */
  where: (filter: F) => SQL;
  order: Record<string, SQL>;
  /** The order used for an unknown sort key. */
  defaultSort: string;
  /** What orders equal values: fixed, or chosen by the sort key. */
  tieBreaker: SQL | ((sort: string) => SQL);
  toSummary: (row: R) => S;
}

export function listQueries<F, R, S>(source: ListSource<F, R, S>) {
  return {
    async count(ex: Executor, filter: F): Promise<number> {
      const r = await one<{ n: number }>(
        ex,
        sql`SELECT count(*)::int AS n FROM ${source.table} ${source.where(filter)}`,
      );
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
      const list = await rows<R>(
        ex,
        sql`SELECT ${source.columns} FROM ${source.table} ${source.joins ?? sql``} ${source.where(filter)}
          ${orderBy(expression, order, tie)} LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return list.map(source.toSummary);
    },
  };
}
