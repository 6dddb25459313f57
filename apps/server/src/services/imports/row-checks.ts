// The checks of one row that need nothing but the row: required cells, lengths, formats, formulas
// (the shared zod schemas where they exist). References and scope are checked set-based later.
import {
  IMPORT_LIST_SEPARATOR,
  MAX_TEXT,
  userProfileFieldsSchema,
  VALIDATION_MESSAGES as M,
  type ImportContext,
  type ImportRowError,
} from '@portal/shared';
import type { StagedCreation } from '../../repositories/imports/run-repository.js';
import type { SheetRow } from './cells.js';

export type ItemKind = 'location' | 'role' | 'permissionSet' | 'application';

export interface StagedRow {
  rowNumber: number;
  key: string;
  /** The row's values by column; optional columns the file leaves out are absent. */
  data: Record<string, string>;
  items: { kind: ItemKind; position: number; value: string }[];
  errors: { column: string; code: ImportRowError; value: string }[];
  creation?: StagedCreation;
}

/** The list columns and their kinds, in the editor's order. */
const LISTS: Record<string, ItemKind> = {
  locations: 'location',
  roles: 'role',
  permissionSets: 'permissionSet',
  applications: 'application',
};
const MAX_LIST = 1000;

function stage(r: SheetRow, key: string): StagedRow {
  const s: StagedRow = { rowNumber: r.row, key, data: {}, items: [], errors: [] };
  for (const column of r.formulas)
    s.errors.push({ column, code: 'FORMULA', value: r.cells[column] ?? '' });
  return s;
}

const fail = (s: StagedRow, column: string, code: ImportRowError, value = '') =>
  s.errors.push({ column, code, value: value.slice(0, 100) });

/** The zod message of a profile field as a row error code. */
function codeOf(message: string, value: string): ImportRowError {
  if (message === M.email) return 'INVALID_EMAIL';
  if (message === M.maxLength) return 'TOO_LONG';
  if (message === M.required && value.trim() === '') return 'REQUIRED';
  return 'INVALID_VALUE';
}

function listItems(s: StagedRow, cells: Record<string, string>, column: string, kind: ItemKind) {
  const values = (cells[column] ?? '')
    .split(IMPORT_LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > MAX_LIST) return fail(s, column, 'INVALID_VALUE', cells[column]);
  const seen = new Set<string>();
  values.forEach((value, position) => {
    if (value.length > MAX_TEXT) return fail(s, column, 'TOO_LONG', value);
    if (seen.has(value.toLowerCase())) return fail(s, column, 'INVALID_VALUE', value);
    seen.add(value.toLowerCase());
    s.items.push({ kind, position, value });
  });
}

/** A new user's profile fields in the editor's order (the creation entry's). */
const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'userType',
  'accountType',
  'preferredLanguage',
  'jobTitle',
  'mobilePhone',
] as const;

/**
 * What the row's new user is created with (StagedCreation): each profile field with a value, then
 * each list the row gives, its values joined as the history shows them.
 */
function creationOf(s: StagedRow): StagedCreation {
  const fields: string[] = [];
  const values: string[] = [];
  for (const field of PROFILE_FIELDS) {
    const value = s.data[field];
    if (value === undefined || value === '') continue;
    fields.push(field);
    values.push(value);
  }
  // One pass over the items (in their column's order, each column's in position order).
  const lists: Partial<Record<ItemKind, string[]>> = {};
  for (const i of s.items) (lists[i.kind] ??= []).push(i.value);
  for (const [column, kind] of Object.entries(LISTS)) {
    const list = lists[kind];
    if (!list) continue;
    fields.push(column);
    values.push(list.join(', '));
  }
  return {
    fields,
    values,
    locationKey: lists.location?.join(IMPORT_LIST_SEPARATOR) ?? '',
    roleKey: lists.role?.join(IMPORT_LIST_SEPARATOR) ?? '',
  };
}

const upper = (v: string | undefined, fallback: string) => (v ? v.toUpperCase() : fallback);

/** An identities row: the profile through the users editor's schema, the lists split. */
export function identityRow(r: SheetRow): StagedRow {
  const c = r.cells;
  const s = stage(r, (c.email ?? '').toLowerCase());
  const profile = {
    email: c.email ?? '',
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    userType: upper(c.userType, ''),
    accountType: upper(c.accountType, 'STANDARD'),
    preferredLanguage: c.preferredLanguage ? c.preferredLanguage.toLowerCase() : 'en',
    ...('jobTitle' in c ? { jobTitle: c.jobTitle } : {}),
    ...('mobilePhone' in c ? { mobilePhone: c.mobilePhone } : {}),
  };
  const parsed = userProfileFieldsSchema.safeParse(profile);
  const reported = new Set(r.formulas);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0]);
      if (reported.has(column)) continue;
      reported.add(column);
      fail(s, column, codeOf(issue.message, c[column] ?? ''), c[column] ?? '');
    }
  // Optional cells the file leaves out (or empty, where a value is needed) keep what a user has.
  s.data = { ...profile };
  if (!c.accountType) delete s.data.accountType;
  if (!c.preferredLanguage) delete s.data.preferredLanguage;
  for (const [column, kind] of Object.entries(LISTS))
    if (!reported.has(column)) listItems(s, c, column, kind);
  if (!s.items.some((i) => i.kind === 'location') && !reported.has('locations'))
    fail(s, 'locations', 'REQUIRED');
  s.creation = creationOf(s);
  return s;
}

const ORG_STATUSES = ['ACTIVE', 'INACTIVE'];

/** An organisations row: required cells, lengths, status; brand, region and parent as text. */
export function organizationRow(r: SheetRow): StagedRow {
  const c = r.cells;
  const s = stage(r, c.code ?? '');
  const reported = new Set(r.formulas);
  for (const [column, raw] of Object.entries(c)) {
    if (reported.has(column)) continue;
    const value = column === 'status' || column === 'country' ? raw.toUpperCase() : raw;
    if (['code', 'name', 'brand', 'region'].includes(column) && value === '')
      fail(s, column, 'REQUIRED');
    else if (value.length > MAX_TEXT) fail(s, column, 'TOO_LONG', value);
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f\u007f]/.test(value)) fail(s, column, 'INVALID_VALUE', value);
    else if (column === 'status' && value !== '' && !ORG_STATUSES.includes(value))
      fail(s, column, 'INVALID_VALUE', value);
    if (column !== 'status' || value !== '') s.data[column] = value;
  }
  return s;
}

export const ROW_CHECKS: Record<ImportContext, (r: SheetRow) => StagedRow> = {
  identities: identityRow,
  organizations: organizationRow,
};
