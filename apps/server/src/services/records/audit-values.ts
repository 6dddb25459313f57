// Turns stored audit values into names for the history pages: locations, roles, brands, regions.
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
