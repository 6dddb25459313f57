// Route parameters checked with zod: an entry id is a positive int4 in plain digits, so
// `/admin/users/1e3/edit` is a page that does not exist, not user 1000.
import { useParams } from 'react-router';
import { z } from 'zod';

const INT4_MAX = 2_147_483_647;

/** A database id in an address: digits only, no sign, no leading zero, at most int4. */
export const routeId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((n) => n <= INT4_MAX);

/** Parameters of `/admin/users/:id/:mode`. */
export const userEditParams = z.object({ id: routeId, mode: z.string() });

/** An editor's optional id: absent means a new entry. */
export const editorParams = z.object({ id: routeId.optional() });

/** The parsed parameters of the current route, or null when they do not fit (show not-found). */
export function useRouteParams<T>(schema: z.ZodType<T>): T | null {
  const result = schema.safeParse(useParams());
  return result.success ? result.data : null;
}

/** Parameters of `/admin/announcement/:id?/:mode?`. */
export const announcementParams = editorParams.extend({ mode: z.string().optional() });
