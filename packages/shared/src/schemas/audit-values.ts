// The items of an audit entry's list value (locations, roles, brands, regions, permission sets),
// as stored and with their names, so that both history views word them in the reader's language.
import { z } from 'zod';

export const auditValueItemSchema = z.object({
  /** As stored: a location code, a role's or permission set's name, a brand id, a region code. */
  code: z.string(),
  /** The display name when the record is known (a location's or brand's name, a role's display name). */
  name: z.string().nullable(),
  /** Locations: included or excluded, and whether it is the preferred one. */
  mode: z.enum(['include', 'exclude']).optional(),
  preferred: z.boolean().optional(),
  /** Roles given at one location: that location. */
  location: z.object({ code: z.string(), name: z.string().nullable() }).optional(),
});
export type AuditValueItem = z.infer<typeof auditValueItemSchema>;

/** Added to an entry whose field is a list of records; absent for plain values. */
export const auditValueItemsShape = {
  oldItems: z.array(auditValueItemSchema).nullable().optional(),
  newItems: z.array(auditValueItemSchema).nullable().optional(),
};
