// Query keys of the catalogue: one root, so any change refreshes every list, entry and choice that
// could show it (a renamed role appears in sets, applications and announcements).
export type CatalogResource =
  'announcements' | 'applications' | 'permission-sets' | 'security-roles';

/** List parameters of every catalogue list (announcements add their date range). */
export interface ListParams {
  search?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
  /** A calendar day, YYYY-MM-DD (the API gets the instants; see announcementsApiQuery). */
  from?: string | undefined;
  /** A calendar day, YYYY-MM-DD, included in the range. */
  to?: string | undefined;
  lastDays?: number | undefined;
  nextDays?: number | undefined;
}

export const catalogKeys = {
  all: ['catalog'] as const,
  list: (resource: CatalogResource, params: ListParams) =>
    ['catalog', resource, 'list', params] as const,
  one: (resource: CatalogResource, id: number) => ['catalog', resource, 'one', id] as const,
  choices: ['catalog', 'choices'] as const,
  definitions: ['catalog', 'announcements', 'definitions'] as const,
};
