// The signed-in principal of a /v2 request and its route access rule; plugins/app/authorization.ts
// checks both before a handler runs.
import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '@portal/shared';
import type { Principal } from '../services/access.js';
import { HttpError } from '../lib/http-errors.js';

export type { RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** The principal of a guarded route (the guard has run, so it is there). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new HttpError(401, 'Sign-in required.', 'errors.unauthorized');
  return req.principal;
}
