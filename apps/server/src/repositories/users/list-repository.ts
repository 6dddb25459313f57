// The users list: search, filters, sort, offset or keyset pages and a capped total, within a scope.
// Hand-written SQL: the keyset pages and the capped trigram search were measured (see listUsers).
import { like, or, sql, type SQL } from 'drizzle-orm';
import {
  decodeKeysetCursor,
  USERS_COUNT_CAP,
  type UserListItem,
  type UsersQuery,
} from '@portal/shared';
import { one, rows, type Executor } from '../../db/client.js';
import { inScope, SEARCH_TEXT } from './sql-helpers.js';
import { SECOND_FACTOR_KIND } from './second-factor-kinds.js';
import { intArray, isoOrNull, likeContains } from '../../db/sql.js';
import { organization, type identity } from '../../db/schema/index.js';
import { pick } from '../../lib/pick.js';

type Sort = UsersQuery['sort'];
export type ListFilter = Omit<UsersQuery, 'page' | 'pageSize' | 'after' | 'sort' | 'order'> & {
  /** Part of the scope, not a filter the caller chose: the only user type the reader may see. */
  onlyUserType?: UserListItem['userType'] | undefined;
};

/** The ORDER BY columns of each sort; the last one is always the id, so the order is total. */
const SORT_COLUMNS: Record<Sort, string[]> = {
  name: ['i.last_name', 'i.first_name', 'i.id'],
  email: ['lower(i.email)', 'i.id'],
  serialNumber: [`coalesce(i.employee_number, '')`, 'i.last_name', 'i.id'],
  userType: ['i.user_type', 'i.last_name', 'i.id'],
  accountType: ['i.account_type', 'i.last_name', 'i.id'],
  status: ['i.status', 'i.last_name', 'i.id'],
  lastLogin: [`coalesce(i.last_login_at, '-infinity'::timestamptz)`, 'i.id'],
};
/** Sorts with keyset pagination (the cursor holds their column values). */
const KEYSET_SORTS: Partial<Record<Sort, true>> = { name: true, email: true };

export class CursorError extends Error {}

type Row = Pick<
  typeof identity.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'employeeNumber'
  | 'userType'
  | 'accountType'
  | 'status'
  | 'emailVerified'
  | 'lastLoginAt'
> & { organization: string | null; secondFactor: UserListItem['secondFactor'] };

/** The columns of Row, named as the schema names them (hand-written SQL below selects them). */
const ROW_COLUMNS = sql`i.id, i.first_name AS "firstName", i.last_name AS "lastName", i.email,
  i.employee_number AS "employeeNumber", i.user_type AS "userType", i.account_type AS "accountType",
  i.status, i.email_verified AS "emailVerified", i.last_login_at AS "lastLoginAt",
  ${SECOND_FACTOR_KIND} AS "secondFactor"`;

/** The WHERE conditions of a filtered list (scope first). */
export async function listConditions(
  ex: Executor,
  scope: readonly number[] | 'all',
  f: ListFilter,
): Promise<SQL> {
  const where: SQL[] = [inScope(scope)];
  if (f.status) where.push(sql`i.status = ${f.status}`);
  if (f.userType) where.push(sql`i.user_type = ${f.userType}`);
  if (f.onlyUserType) where.push(sql`i.user_type = ${f.onlyUserType}`);
  if (f.accountType) where.push(sql`i.account_type = ${f.accountType}`);
  if (f.secondFactor) where.push(sql`${SECOND_FACTOR_KIND} = ${f.secondFactor}`);
  if (f.locationId)
    where.push(sql`EXISTS (SELECT 1 FROM identity_location fl WHERE fl.identity_id = i.id
      AND fl.mode = 'INCLUDE' AND fl.organization_id = ${f.locationId})`);
  if (f.brandId)
    where.push(
      sql`EXISTS (SELECT 1 FROM identity_brand fb WHERE fb.identity_id = i.id AND fb.brand_id = ${f.brandId})`,
    );
  if (f.q) {
    const pattern = likeContains(f.q.toLowerCase());
    // Organisations are few: find the matching ones first, so the user search keeps its index.
    const orgs = await ex
      .select({ id: organization.id })
      .from(organization)
      .where(
        or(
          like(sql`lower(${organization.name})`, pattern),
          like(sql`lower(${organization.code})`, pattern),
        ),
      );
    const byOrg = orgs.length
      ? sql` OR i.id IN (SELECT ol.identity_id FROM identity_location ol
          WHERE ol.mode = 'INCLUDE' AND ol.organization_id = ANY(${intArray(orgs.map((o) => o.id))}))`
      : sql``;
    const part = indexedPart(f.q);
    // The whole term is checked on each row found (the `|| ''` keeps the index out of it).
    const text =
      part === f.q
        ? sql`${SEARCH_TEXT} LIKE ${pattern}`
        : sql`${SEARCH_TEXT} LIKE ${likeContains(part.toLowerCase())} AND (${SEARCH_TEXT} || '') LIKE ${pattern}`;
    where.push(sql`((${text})${byOrg})`);
  }
  return sql.join(where, sql` AND `);
}

/** The organisation shown for a user: one of the administrator's locations first. */
/**
 * The part of a search term the trigram index is asked for. E-mail domains are shared by many
 * users: their trigrams select almost every row and make the index slow, so a term with an '@'
 * is looked up by the part before it (when that part is long enough for trigrams).
 */
export function indexedPart(term: string): string {
  const at = term.indexOf('@');
  if (at < 0) return term;
  const local = term.slice(0, at).replace(/^[.\s]+|[.\s]+$/g, '');
  return local.length >= 3 ? local : term;
}

function scopeFirst(scope: readonly number[] | 'all'): SQL {
  return scope === 'all' ? sql`` : sql`(l.organization_id = ANY(${intArray(scope)})) DESC,`;
}

function orderBy(sort: Sort, order: 'asc' | 'desc'): SQL {
  const dir = order === 'desc' ? ' DESC' : ' ASC';
  return sql.raw(SORT_COLUMNS[sort].map((c) => c + dir).join(', '));
}

function decodeCursor(sort: Sort, cursor: string): unknown[] {
  if (!KEYSET_SORTS[sort])
    throw new CursorError('Keyset pages are available for the name and e-mail sorts.');
  // The shared decoder checks every value (safe text, a positive int4 id) before any query.
  const values = decodeKeysetCursor(cursor, SORT_COLUMNS[sort].length - 1);
  if (!values) throw new CursorError('The page cursor is not valid.');
  return values;
}

function encodeCursor(sort: Sort, r: Row): string {
  const values = sort === 'name' ? [r.lastName, r.firstName, r.id] : [r.email.toLowerCase(), r.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function keysetCondition(sort: Sort, order: 'asc' | 'desc', values: unknown[]): SQL {
  const cols = sql.raw(`(${SORT_COLUMNS[sort].join(', ')})`);
  const params = sql.join(
    values.map((v, idx) => (idx === values.length - 1 ? sql`${v}::int` : sql`${v}::text`)),
    sql`, `,
  );
  return order === 'desc' ? sql`${cols} < (${params})` : sql`${cols} > (${params})`;
}

/** A search gathers at most this many matches (plus one, to know there are more) and sorts them. */
export const SEARCH_CAP = 2_000;

/** The offset from which a list of at most USERS_COUNT_CAP users is sorted apart (page 11). */
const DEEP_OFFSET = 100;

/** The columns a gathered list is sorted and cut by (SORT_COLUMNS, keysetCondition). */
const GATHERED_COLUMNS = sql`i.id, i.last_name, i.first_name, i.email, i.employee_number, i.user_type,
  i.account_type, i.status, i.last_login_at`;

/**
 * One page of users. Without a search the sort-order index (which carries included_org_ids, so
 * the scope test needs no table row) walks to the page, and the total is counted up to
 * USERS_COUNT_CAP. A search takes its matches through the trigram index, at most SEARCH_CAP + 1 of
 * them, counts and sorts those in one pass: matches of a common term may all sit far down the
 * sort order, where walking the index would take seconds. Over the cap the answer says so
 * (totalCapped) and the page is sorted among the matches gathered; the web app asks for a
 * narrower search.
 */
export async function listUsers(
  ex: Executor,
  scope: readonly number[] | 'all',
  q: UsersQuery & Pick<ListFilter, 'onlyUserType'>,
): Promise<{
  items: UserListItem[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}> {
  const keyset = q.after ? decodeCursor(q.sort, q.after) : undefined;
  const where = await listConditions(ex, scope, q);
  const after = keyset ? keysetCondition(q.sort, q.order, keyset) : sql`true`;
  const offset = keyset ? 0 : (q.page - 1) * q.pageSize;
  const order = orderBy(q.sort, q.order);
  const cap = q.q ? SEARCH_CAP : USERS_COUNT_CAP;
  const capped = (n: number) => ({ total: Math.min(n, cap), totalCapped: n > cap });
  const count = async () =>
    (
      await one<{ n: number }>(
        ex,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM identity i WHERE ${where} LIMIT ${cap + 1}) t`,
      )
    )?.n ?? 0;

  let list: (Row & { total?: number })[];
  let n: number;
  if (q.q) {
    // Row estimates of a substring match are poor; a wrong guess would scan the whole table
    // instead of asking the trigram index, so the search goes through the indexes.
    list = await runWithIndexes(ex, (tx) =>
      rows<Row & { total?: number }>(
        tx,
        sql`WITH m AS MATERIALIZED (SELECT ${GATHERED_COLUMNS} FROM identity i WHERE ${where} LIMIT ${cap + 1}),
            page AS (SELECT i.id FROM m i WHERE ${after} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset})
          ${pageRows(scope, order, sql`, (SELECT count(*)::int FROM m) AS total`)}`,
      ),
    );
    n = list[0]?.total ?? (await count());
  } else {
    n = await count();
    // A deep page of a list that holds at most USERS_COUNT_CAP users (an administrator of a few
    // locations): the users are fetched through the location index and sorted, instead of
    // walking the sort order's index past every other user (a million users, page 100 of
    // 6,500: 17 ms instead of 50-150 ms; the planner's estimate of the overlap cannot tell).
    const deep = n <= cap && offset >= DEEP_OFFSET;
    const matching = deep
      ? sql`WITH m AS MATERIALIZED (SELECT ${GATHERED_COLUMNS} FROM identity i WHERE ${where}),
          page AS (SELECT i.id FROM m i WHERE ${after}`
      : sql`WITH page AS (SELECT i.id FROM identity i WHERE ${where} AND ${after}`;
    list = await rows(
      ex,
      sql`${matching} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset})
        ${pageRows(scope, order)}`,
    );
  }
  const last = list[list.length - 1];
  return {
    items: list.map(toItem),
    ...capped(n),
    nextCursor:
      last && list.length === q.pageSize && KEYSET_SORTS[q.sort]
        ? encodeCursor(q.sort, last)
        : null,
  };
}

/** Runs a query with sequential scans disabled for its transaction (own one, or the caller's). */
async function runWithIndexes<T>(ex: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  const inTx = async (tx: Executor) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return run(tx);
  };
  const db = ex as Executor & { transaction?: <R>(fn: (tx: Executor) => Promise<R>) => Promise<R> };
  return db.transaction ? db.transaction(inTx) : inTx(ex);
}

/** The rows of a page (CTE `page` holds their ids), with each user's organisation, in order. */
function pageRows(scope: readonly number[] | 'all', order: SQL, extra = sql``): SQL {
  return sql`SELECT ${ROW_COLUMNS}, org.name AS organization${extra}
    FROM page p JOIN identity i ON i.id = p.id
    LEFT JOIN LATERAL (SELECT o.name FROM identity_location l JOIN organization o ON o.id = l.organization_id
      WHERE l.identity_id = i.id AND l.mode = 'INCLUDE'
      ORDER BY ${scopeFirst(scope)} l.preferred DESC, o.id LIMIT 1) org ON true
    ORDER BY ${order}`;
}

/** Streams the filtered list in batches (keyset by id), for the CSV export. */
export async function* exportUsers(
  ex: Executor,
  scope: readonly number[] | 'all',
  f: ListFilter,
  batch = 1000,
): AsyncGenerator<UserListItem[]> {
  const where = await listConditions(ex, scope, f);
  let after = 0;
  for (;;) {
    const list = await rows<Row>(
      ex,
      sql`SELECT ${ROW_COLUMNS},
          (SELECT o.name FROM identity_location l JOIN organization o ON o.id = l.organization_id
            WHERE l.identity_id = i.id AND l.mode = 'INCLUDE'
            ORDER BY ${scopeFirst(scope)} l.preferred DESC, o.id LIMIT 1) AS organization
        FROM identity i WHERE ${where} AND i.id > ${after} ORDER BY i.id LIMIT ${batch}`,
    );
    if (list.length === 0) return;
    yield list.map(toItem);
    after = list[list.length - 1]!.id;
    if (list.length < batch) return;
  }
}

function toItem(r: Row): UserListItem {
  return {
    ...pick(r, 'id', 'firstName', 'lastName', 'email'),
    serialNumber: r.employeeNumber,
    ...pick(r, 'userType', 'accountType', 'status', 'emailVerified', 'organization'),
    lastLoginAt: isoOrNull(r.lastLoginAt),
    secondFactor: r.secondFactor,
  };
}
