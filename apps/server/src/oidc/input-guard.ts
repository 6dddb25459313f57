// Refuses provider requests whose parameters hold NUL bytes (400, logged) before they reach the database.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type AdapterPayload } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { Config } from '../config.js';
import { renderProviderError } from './pages.js';

const NUL = '\u0000';
const DESCRIPTION = 'parameters must not contain NUL characters';

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes(NUL)
    : Array.isArray(value)
      ? value.some(holdsNul)
      : false;

/**
 * Fastify's preHandler for the provider's routes: a query parameter (name or value) with a NUL
 * byte is refused with 400 `invalid_request` (the error page for a browser's GET, JSON otherwise).
 */
export function refuseNulQuery(config: Config) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    if (!Object.entries(query).some(([k, v]) => k.includes(NUL) || holdsNul(v))) return;
    req.log.warn({ error: 'invalid_request' }, `provider request refused: ${DESCRIPTION}`);
    const out = { error: 'invalid_request', error_description: DESCRIPTION };
    reply.code(400).header('cache-control', 'no-store');
    return req.method === 'GET'
      ? reply.type('text/html; charset=utf-8').send(renderProviderError(config, out))
      : reply.send(out);
  };
}

/**
 * The storage adapter's check, for what the provider reads from a request body itself (the token
 * endpoint's code, client_id, refresh_token): an id or stored value with a NUL byte is an invalid
 * request, not a database error.
 */
export function assertNoNul(id: string, payload?: AdapterPayload) {
  if (id.includes(NUL) || (payload && JSON.stringify(payload).includes('\\u0000')))
    throw new errors.InvalidRequest(DESCRIPTION);
}

/** Logs the provider's refusals and failures (the provider itself writes nothing). */
export function logProviderErrors(provider: Provider, log: FastifyBaseLogger) {
  const refused = (_ctx: unknown, err: Error & { error_description?: string }) =>
    log.warn(
      { error: err.message },
      `provider request refused: ${err.error_description ?? err.message}`,
    );
  provider.on('grant.error', refused);
  provider.on('authorization.error', refused);
  provider.on('introspection.error', refused);
  provider.on('revocation.error', refused);
  provider.on('userinfo.error', refused);
  provider.on('end_session.error', refused);
  provider.on('server_error', (_ctx: unknown, err: Error) =>
    log.error({ err }, 'provider server error'),
  );
}
