// Turns stored audit values into names for the history pages: locations, roles, brands, regions.
import type { AuditValueItem } from '@portal/shared';
import type { AuditNameMaps } from '../../repositories/records/audit-search-repository.js';

/** Items of a stored list value ("a, b, c"); the stored items are codes, ids and technical names. */
const items = (value: string) => value.split(', ');

/** "ATL-0001 (include, preferred)" becomes "Buckeye Heavy Equipment – ATL-0001 (include, preferred)". */
function location(maps: AuditNameMaps, item: string): string {
  const [code = '', ...rest] = item.split(' ');
  const name = maps.orgs.get(code);
  return name ? [`${name} – ${code}`, ...rest].join(' ') : item;
}

/** "SERVICE_MANAGER @ ATL-0001" becomes "Service manager @ Buckeye Heavy Equipment". */
function role(maps: AuditNameMaps, item: string): string {
  const [name = '', org] = item.split(' @ ');
  const display = maps.roles.get(name) ?? name;
  return org === undefined ? display : `${display} @ ${maps.orgs.get(org) ?? org}`;
}

const RESOLVERS: Record<string, (maps: AuditNameMaps, item: string) => string> = {
  locations: location,
  roles: role,
  brands: (maps, id) => maps.brands.get(id) ?? id,
  regions: (maps, code) => maps.regions.get(code) ?? code,
};

/** The value as people read it; other fields are shown as stored. */
export function readableValue(
  maps: AuditNameMaps,
  field: string | null,
  value: string | null,
): string | null {
  const resolve = field ? RESOLVERS[field] : undefined;
  if (value == null || value === '' || !resolve) return value;
  return items(value)
    .map((item) => resolve(maps, item))
    .join(', ');
}

const LOCATION_ITEM = /(\S+) \((include|exclude)(, preferred)?\)/g;

/** A stored location code (or "#id" of a location without code) with its name. */
const place = (maps: AuditNameMaps, code: string) => ({ code, name: maps.orgs.get(code) ?? null });

const ITEMS: Record<string, (maps: AuditNameMaps, value: string) => AuditValueItem[]> = {
  locations: (maps, value) =>
    [...value.matchAll(LOCATION_ITEM)].map(([, code = '', mode, preferred]) => ({
      ...place(maps, code),
      mode: mode === 'exclude' ? 'exclude' : 'include',
      preferred: preferred !== undefined,
    })),
  roles: (maps, value) =>
    items(value).map((item) => {
      const [code = '', at] = item.split(' @ ');
      const name = maps.roles.get(code) ?? null;
      return at === undefined ? { code, name } : { code, name, location: place(maps, at) };
    }),
  brands: (maps, value) =>
    items(value).map((code) => ({ code, name: maps.brands.get(code) ?? null })),
  brand: (maps, value) => [{ code: value, name: maps.brands.get(value) ?? null }],
  regions: (_maps, value) => items(value).map((code) => ({ code, name: null })),
  region: (_maps, value) => [{ code: value, name: null }],
  permissionSets: (maps, value) =>
    items(value).map((code) => ({ code, name: maps.sets.get(code) ?? null })),
};

/**
 * The items of a list value with their names, for the web's one formatter (it words modes and
 * regions in the reader's language); null for a field that holds no records or an empty value.
 */
export function valueItems(
  maps: AuditNameMaps,
  field: string | null,
  value: string | null,
): AuditValueItem[] | null {
  const parse = field ? ITEMS[field] : undefined;
  if (value == null || value === '' || !parse) return null;
  return parse(maps, value);
}
