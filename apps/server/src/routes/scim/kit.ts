// What the SCIM routes share: the media type, list query parsing and the calling client.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ScimError } from '../../services/scim/errors.js';
import { MAX_COUNT, type ScimCaller } from '../../services/scim/users-service.js';

export const SCIM_TYPE = 'application/scim+json';

declare module 'fastify' {
  interface FastifyRequest {
    scim?: ScimCaller;
  }
}

const int = (fallback: number) =>
  z
    .string()
    .regex(/^-?\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .optional()
    .transform((n) => n ?? fallback);

const listQuery = z.looseObject({
  filter: z.string().max(2000).optional(),
  sortBy: z.string().max(200).optional(),
  sortOrder: z.enum(['ascending', 'descending']).optional(),
  startIndex: int(1).transform((n) => Math.max(1, n)),
  count: int(100).transform((n) => Math.min(MAX_COUNT, Math.max(0, n))),
  attributes: z.string().max(2000).optional(),
  excludedAttributes: z.string().max(2000).optional(),
});

export function parseQuery(raw: unknown) {
  const r = listQuery.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new ScimError(400, `${issue.path.join('.')}: ${issue.message}`, 'invalidValue');
}

export function callerOf(req: FastifyRequest): ScimCaller {
  if (!req.scim) throw new ScimError(401, 'A bearer token is required.');
  return req.scim;
}
