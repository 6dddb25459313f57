// A SCIM filter (RFC 7644 section 3.4.2.2, parsed by scim2-parse-filter) as a parameterised SQL
// condition on the portal's users; every comparison is two-valued (an absent value never matches,
// so `not` is its exact complement). Unknown attributes and mistyped values are invalidFilter.
import { sql, type SQL } from 'drizzle-orm';
import { parse, type Compare, type Filter } from 'scim2-parse-filter';
import { resolveAttr } from './attributes.js';
import { invalidFilter } from './errors.js';

type Leaf = { expr: SQL; type: string; caseExact: boolean; nullable?: boolean };

const MAX_FILTER = 2000;

export function parseFilter(text: string): Filter {
  if (text.length > MAX_FILTER)
    throw invalidFilter(`A filter has at most ${MAX_FILTER} characters.`);
  try {
    return parse(text);
  } catch {
    throw invalidFilter('The filter is not valid SCIM filter syntax.');
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function compare(leaf: Leaf, op: Compare['op'] | 'pr', value: Compare['compValue'], path: string) {
  const cmp = compareRaw(leaf, op, value, path);
  // A NULL column compares as false (two-valued); NOT NULL columns stay bare, so their indexes
  // (lower(email) for the userName probe) serve the condition.
  return leaf.nullable && op !== 'pr' && value !== null ? sql`COALESCE(${cmp}, false)` : cmp;
}

function compareRaw(
  leaf: Leaf,
  op: Compare['op'] | 'pr',
  value: Compare['compValue'],
  path: string,
) {
  const e = leaf.expr;
  if (op === 'pr')
    return leaf.type === 'string'
      ? sql`(${e} IS NOT NULL AND ${e} <> '')`
      : sql`(${e} IS NOT NULL)`;
  if (value === null) {
    if (op === 'eq') return sql`(${e} IS NULL)`;
    if (op === 'ne') return sql`(${e} IS NOT NULL)`;
    throw invalidFilter(`${path}: null can only be compared with eq or ne.`);
  }
  if (leaf.type === 'boolean') {
    if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
      throw invalidFilter(`${path} is a boolean: compare it with eq or ne and true or false.`);
    return op === 'eq' ? sql`(${e} = ${value})` : sql`(${e} <> ${value})`;
  }
  if (leaf.type === 'integer') {
    const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (op !== 'eq' && op !== 'ne')
      throw invalidFilter(`${path} can only be compared with eq or ne.`);
    if (Number.isNaN(n)) return op === 'eq' ? sql`false` : sql`true`;
    return op === 'eq' ? sql`(${e} = ${n})` : sql`(${e} <> ${n})`;
  }
  if (typeof value !== 'string') throw invalidFilter(`${path} takes a string value.`);
  if (leaf.type === 'dateTime') {
    const t = Date.parse(value);
    if (Number.isNaN(t)) throw invalidFilter(`${path} takes a date-time value.`);
    const v = sql`${new Date(t).toISOString()}::timestamptz`;
    const ops = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
    if (!(op in ops))
      throw invalidFilter(`${path} is a date-time: compare it with eq, ne, gt, ge, lt or le.`);
    return sql`(${e} ${sql.raw(ops[op as keyof typeof ops])} ${v})`;
  }
  // Strings: caseExact false compares lower-cased; ordering by code points (COLLATE "C").
  const col = leaf.caseExact ? e : sql`lower(${e})`;
  const val = leaf.caseExact ? value : value.toLowerCase();
  switch (op) {
    case 'eq':
      return sql`(${col} = ${val})`;
    case 'ne':
      return sql`(${col} <> ${val})`;
    case 'co':
      return sql`(${col} LIKE ${`%${escapeLike(val)}%`})`;
    case 'sw':
      return sql`(${col} LIKE ${`${escapeLike(val)}%`})`;
    case 'ew':
      return sql`(${col} LIKE ${`%${escapeLike(val)}`})`;
    default: {
      const ops = { gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
      return sql`(${col} COLLATE "C" ${sql.raw(ops[op])} ${val} COLLATE "C")`;
    }
  }
}

/** The filter inside `attr[...]` for one element of a multi-valued attribute. */
function elementCondition(f: Filter, el: Record<string, Leaf>, clientId: number): SQL {
  switch (f.op) {
    case 'and':
    case 'or': {
      const parts = f.filters.map((x) => elementCondition(x, el, clientId));
      return sql`(${sql.join(parts, sql.raw(f.op === 'and' ? ' AND ' : ' OR '))})`;
    }
    case 'not':
      return sql`(NOT ${elementCondition(f.filter, el, clientId)})`;
    case '[]':
      throw invalidFilter('A value filter cannot hold another value filter.');
    default: {
      const leaf = el[f.attrPath.toLowerCase()];
      if (!leaf) throw invalidFilter(`Unknown sub-attribute ${f.attrPath}.`);
      return compare(leaf, f.op, f.op === 'pr' ? null : f.compValue, f.attrPath);
    }
  }
}

/** True for some element of a multi-valued attribute (elements without a value do not exist). */
function anyElement(
  elements: Record<string, Leaf>[],
  test: (el: Record<string, Leaf>) => SQL,
): SQL {
  const parts = elements.map((el) => sql`(${el.value!.expr} IS NOT NULL AND ${test(el)})`);
  return sql`(${sql.join(parts, sql.raw(' OR '))})`;
}

export function filterSql(f: Filter, clientId: number): SQL {
  switch (f.op) {
    case 'and':
    case 'or': {
      const parts = f.filters.map((x) => filterSql(x, clientId));
      return sql`(${sql.join(parts, sql.raw(f.op === 'and' ? ' AND ' : ' OR '))})`;
    }
    case 'not':
      return sql`(NOT ${filterSql(f.filter, clientId)})`;
    case '[]': {
      const r = resolveAttr(f.attrPath, clientId);
      if (r?.attr.kind !== 'multi' || r.sub)
        throw invalidFilter(`${f.attrPath} is not a multi-valued attribute.`);
      return anyElement(r.attr.elements, (el) => elementCondition(f.valFilter, el, clientId));
    }
    default: {
      const r = resolveAttr(f.attrPath, clientId);
      if (!r) throw invalidFilter(`Unknown or unfilterable attribute ${f.attrPath}.`);
      const value = f.op === 'pr' ? null : f.compValue;
      if (r.attr.kind === 'single') return compare(r.attr, f.op, value, f.attrPath);
      const sub = r.sub ?? 'value';
      return anyElement(r.attr.elements, (el) => {
        const leaf = el[sub];
        if (!leaf) throw invalidFilter(`Unknown sub-attribute ${f.attrPath}.`);
        return compare(leaf, f.op, value, f.attrPath);
      });
    }
  }
}

/** The SQL of a single-valued attribute to sort by; invalidValue for anything else. */
export function sortSql(path: string, clientId: number): SQL {
  const r = resolveAttr(path, clientId);
  if (!r) throw invalidFilter(`Unknown attribute ${path} in sortBy.`);
  if (r.attr.kind === 'single') return r.attr.caseExact ? r.attr.expr : sql`lower(${r.attr.expr})`;
  const leaf = r.attr.elements[0]![r.sub ?? 'value'];
  if (!leaf) throw invalidFilter(`Unknown attribute ${path} in sortBy.`);
  return sql`lower(${leaf.expr})`;
}
