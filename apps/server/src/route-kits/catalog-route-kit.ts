// What every catalogue route shares: error answers and the caller (access: packages/shared policy.ts).
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/guard.js';
import { errorResponses } from '../lib/http-errors.js';

export const readErrors = errorResponses(400, 401, 403);
export const oneErrors = errorResponses(400, 401, 403, 404);
export const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** Who the audit names as the author of a change. */
export const changedBy = (req: FastifyRequest) => principalOf(req).email;
