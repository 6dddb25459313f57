// What every catalogue route shares: error answers and the caller (access: packages/shared policy.ts).
import type { FastifyRequest } from 'fastify';
import { errorBodySchema } from '@portal/shared';
import { principalOf } from '../auth/guard.js';

export const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
export const oneErrors = { ...readErrors, 404: errorBodySchema };
export const writeErrors = { ...oneErrors, 409: errorBodySchema };

/** Who the audit names as the author of a change. */
export const changedBy = (req: FastifyRequest) => principalOf(req).email;
