// The SCIM User attributes the portal can filter and sort on, each with the SQL of its portal field
// (table alias `i` = identity) and its type and case rule (RFC 7643 section 2.3).
import { sql, type SQL } from 'drizzle-orm';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PORTAL_USER = 'urn:ietf:params:scim:schemas:extension:atlas:2.0:User';

export type AttrType = 'string' | 'boolean' | 'dateTime' | 'integer';

export interface SingleAttr {
  kind: 'single';
  type: AttrType;
  caseExact: boolean;
  expr: SQL;
  /** The column may be NULL: comparisons are then made two-valued (indexes serve the others). */
  nullable?: boolean;
}

/** A multi-valued attribute: each element a map of sub-attribute to its SQL (value may be NULL). */
export interface MultiAttr {
  kind: 'multi';
  elements: Record<string, { expr: SQL; type: AttrType; caseExact: boolean }>[];
}

const str = (expr: SQL, caseExact = false, nullable = false): SingleAttr => ({
  kind: 'single',
  type: 'string',
  caseExact,
  expr,
  nullable,
});
const optional = (expr: SQL) => str(expr, false, true);
const lit = (v: string | boolean) => ({
  expr: sql`${v}`,
  type: 'string' as const,
  caseExact: false,
});
const boolLit = (v: boolean) => ({
  expr: v ? sql`true` : sql`false`,
  type: 'boolean' as const,
  caseExact: false,
});
const text = (expr: SQL) => ({ expr, type: 'string' as const, caseExact: false });

const EMAILS: MultiAttr = {
  kind: 'multi',
  elements: [{ value: text(sql`i.email`), type: lit('work'), primary: boolLit(true) }],
};
const PHONES: MultiAttr = {
  kind: 'multi',
  elements: [
    { value: text(sql`i.mobile_phone`), type: lit('mobile') },
    { value: text(sql`i.secondary_phone`), type: lit('work') },
    { value: text(sql`i.fax`), type: lit('fax') },
  ],
};

/** Lower-cased attribute paths (core ones without their schema URN) and their SQL. */
const ATTRS: Record<string, SingleAttr | MultiAttr> = {
  id: { kind: 'single', type: 'integer', caseExact: true, expr: sql`i.id` },
  username: str(sql`i.email`),
  'name.givenname': str(sql`i.first_name`),
  'name.familyname': str(sql`i.last_name`),
  'name.formatted': str(sql`(i.first_name || ' ' || i.last_name)`),
  displayname: str(sql`(i.first_name || ' ' || i.last_name)`),
  title: optional(sql`i.job_title`),
  preferredlanguage: str(sql`i.preferred_language`),
  active: { kind: 'single', type: 'boolean', caseExact: false, expr: sql`(i.status = 'ACTIVE')` },
  emails: EMAILS,
  phonenumbers: PHONES,
  'meta.created': { kind: 'single', type: 'dateTime', caseExact: false, expr: sql`i.created_at` },
  'meta.lastmodified': {
    kind: 'single',
    type: 'dateTime',
    caseExact: false,
    expr: sql`i.updated_at`,
  },
  [`${ENTERPRISE_USER}:employeenumber`.toLowerCase()]: optional(sql`i.employee_number`),
  [`${PORTAL_USER}:usertype`.toLowerCase()]: str(sql`i.user_type`),
  [`${PORTAL_USER}:accounttype`.toLowerCase()]: str(sql`i.account_type`),
  [`${PORTAL_USER}:directoryusername`.toLowerCase()]: optional(sql`i.directory_username`),
};

/** The attribute a path names (case-insensitive, core URN optional); sub-paths of multi ones too. */
export function resolveAttr(
  path: string,
  clientId: number,
): { attr: SingleAttr | MultiAttr; sub?: string } | undefined {
  let p = path.toLowerCase();
  const core = `${CORE_USER.toLowerCase()}:`;
  if (p.startsWith(core)) p = p.slice(core.length);
  // The externalId is the asking client's own (each client names users its way).
  if (p === 'externalid')
    return {
      attr: str(
        sql`(SELECT x.external_id FROM scim_external_id x WHERE x.identity_id = i.id AND x.client_id = ${clientId})`,
        true,
        true,
      ),
    };
  const direct = ATTRS[p];
  if (direct) return { attr: direct };
  const dot = p.lastIndexOf('.');
  if (dot > 0) {
    const parent = ATTRS[p.slice(0, dot)];
    if (parent?.kind === 'multi') return { attr: parent, sub: p.slice(dot + 1) };
  }
  return undefined;
}
