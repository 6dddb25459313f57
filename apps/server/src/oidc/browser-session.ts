// The person signed in at the embedded provider in this browser: its session cookie's account.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { findPayload } from '../repositories/oidc/payload-repository.js';

/** The provider's session id from the browser's `_session` cookie. */
export function providerSessionId(req: FastifyRequest): string | undefined {
  return /(?:^|;\s*)_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
}

/**
 * The subject of the browser's provider session, or undefined when signed out. The session id is
 * a long random value only the browser holds (the cookie is httpOnly, SameSite=Lax), so an id made
 * up or sent from another site finds nothing.
 */
export async function sessionSubject(db: Database, req: FastifyRequest) {
  const id = providerSessionId(req);
  if (!id || id.length > 200) return undefined;
  const row = await findPayload(db.orm, 'Session', { id });
  const accountId = (row?.payload as { accountId?: unknown } | undefined)?.accountId;
  return typeof accountId === 'string' ? accountId : undefined;
}
