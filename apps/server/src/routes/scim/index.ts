// The SCIM 2.0 service provider at <base path>/scim/v2 (RFC 7643, 7644): a provisioning client's
// bearer token or its OAuth client's access token, a rate limit per client, SCIM errors,
// application/scim+json, discovery, Users, Groups and Bulk.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countHit } from '../../services/platform/rate-limits.js';
import { loadProviderSecrets, publicJwks } from '../../oidc/keys.js';
import { principalForToken } from '../../services/scim/clients-service.js';
import { createScimTokenVerifier, scimResource } from '../../services/scim/oauth-client.js';
import { resourceTypes, schemas, serviceProviderConfig } from '../../services/scim/discovery.js';
import { scimErrorBody, ScimError, toScimError } from '../../services/scim/errors.js';
import {
  deleteScimUser,
  getScimUser,
  ifMatchVersion,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from '../../services/scim/users-service.js';
import { createScimUser } from '../../services/scim/create-users.js';
import { projection } from './project.js';
import { groupRoutes } from './groups.js';
import { runBulkStream } from '../../services/scim/bulk-service.js';
import { scimOpenApi } from '../../services/scim/openapi.js';
import { callerOf, parseQuery, SCIM_TYPE } from './kit.js';

const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

const listed = <T>(items: T[]) => ({
  schemas: [LIST],
  totalResults: items.length,
  startIndex: 1,
  itemsPerPage: items.length,
  Resources: items,
});

function sendError(reply: FastifyReply, e: ScimError) {
  if (e.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
  return reply.code(e.status).type(SCIM_TYPE).send(scimErrorBody(e));
}

/** Sends a resource with its ETag, and Location on a create. */
function sendResource(reply: FastifyReply, r: Record<string, unknown>, status = 200) {
  const meta = r.meta as { version: string; location: string };
  reply.header('etag', meta.version);
  if (status === 201) reply.header('location', meta.location);
  return reply.code(status).type(SCIM_TYPE).send(r);
}

export default async function scimRoutes(app: FastifyInstance) {
  const { config, db } = app;
  const deps = { db, config, mailer: app.mailer };
  const baseUrl = scimResource(config);

  app.addContentTypeParser(
    SCIM_TYPE,
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (_req, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(new ScimError(400, 'The body is not valid JSON.', 'invalidSyntax'));
      }
    },
  );

  app.setErrorHandler((err, req, reply) => {
    const e = toScimError(err);
    if (e) return sendError(reply, e);
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return sendError(
        reply,
        new ScimError(status, (err as Error).message, status === 400 ? 'invalidSyntax' : undefined),
      );
    req.log.error({ err }, 'scim request failed');
    return sendError(reply, new ScimError(500, 'The request failed on the server.'));
  });

  // Access tokens of the clients' OAuth clients: only where the embedded provider issues them.
  const verifyAccessToken = config.embeddedIdp
    ? createScimTokenVerifier({
        issuer: config.issuer,
        audience: scimResource(config),
        jwks: publicJwks((await loadProviderSecrets(db)).jwks),
      })
    : undefined;

  app.addHook('onRequest', async (req, reply) => {
    // The OpenAPI description is public, like /v2/openapi.json.
    if (req.routeOptions.url === `${config.basePath}/scim/v2/openapi.json`) return;
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const client = match
      ? await principalForToken(db.orm, match[1]!, verifyAccessToken)
      : 'invalid';
    if (client === 'scope') {
      reply.header(
        'www-authenticate',
        'Bearer realm="scim", error="insufficient_scope", scope="scim"',
      );
      return sendError(reply, new ScimError(403, 'The access token lacks the scope scim.'));
    }
    if (client === 'invalid')
      return sendError(
        reply,
        new ScimError(401, 'The bearer token is missing, unknown, expired or revoked.'),
      );
    // One count per client and kind (reads, writes), shared by every portal process.
    const write = !['GET', 'HEAD'].includes(req.method);
    const limit = config.rateLimits[write ? 'apiWrite' : 'apiRead'];
    const hit = await countHit(
      db.orm,
      `scim:${client.clientId}:${write ? 'w' : 'r'}`,
      limit.windowMs,
    );
    if ((hit?.hits ?? 0) > limit.max) {
      reply.header('retry-after', String(Math.ceil((hit?.ttl_ms ?? limit.windowMs) / 1000)));
      return sendError(
        reply,
        new ScimError(429, 'Too many requests from this provisioning client.', 'tooMany'),
      );
    }
    req.scim = { ...client, baseUrl };
  });

  app.get('/openapi.json', async () =>
    scimOpenApi(baseUrl, config.legalLinks.terms, {
      tokenUrl: config.embeddedIdp ? `${config.issuer}/token` : undefined,
      bulk: config.scimBulk,
    }),
  );
  app.get('/ServiceProviderConfig', async (_req, reply) =>
    reply.type(SCIM_TYPE).send(serviceProviderConfig(baseUrl, config.scimBulk)),
  );
  app.get('/ResourceTypes', async (_req, reply) =>
    reply.type(SCIM_TYPE).send(listed(resourceTypes(baseUrl))),
  );
  app.get<{ Params: { id: string } }>('/ResourceTypes/:id', async (req, reply) => {
    const found = resourceTypes(baseUrl).find((t) => t.id === req.params.id);
    if (!found) throw new ScimError(404, `Resource type ${req.params.id} not found.`);
    return reply.type(SCIM_TYPE).send(found);
  });
  app.get('/Schemas', async (_req, reply) => reply.type(SCIM_TYPE).send(listed(schemas(baseUrl))));
  app.get<{ Params: { id: string } }>('/Schemas/:id', async (req, reply) => {
    const found = schemas(baseUrl).find((s) => s.id === req.params.id);
    if (!found) throw new ScimError(404, `Schema ${req.params.id} not found.`);
    return reply.type(SCIM_TYPE).send(found);
  });

  async function list(req: FastifyRequest, reply: FastifyReply, raw: unknown) {
    const q = parseQuery(raw);
    const page = await listScimUsers(deps, callerOf(req), q);
    const view = projection(q.attributes, q.excludedAttributes);
    return reply.type(SCIM_TYPE).send({ ...page, Resources: page.Resources.map(view) });
  }
  groupRoutes(app, deps);
  // Bulk reads its body as a stream (services/scim/bulk-service.ts): its own body parsers hand
  // over the request itself, with no buffering and no body limit but the service's own.
  await app.register(async (bulk) => {
    bulk.removeAllContentTypeParsers();
    bulk.addContentTypeParser([SCIM_TYPE, 'application/json'], (_req, payload, done) =>
      done(null, payload),
    );
    bulk.post('/Bulk', async (req, reply) => {
      const length = Number(req.headers['content-length']);
      const body = req.body as Readable | undefined;
      if (!body) throw new ScimError(400, 'A bulk request has a body.', 'invalidSyntax');
      // Stopping early (failOnErrors, a limit) must not destroy the request: the answer goes out
      // on its connection, and Node discards what was not read.
      const chunks = body.iterator({ destroyOnReturn: false });
      const result = await runBulkStream(
        deps,
        callerOf(req),
        chunks,
        config.scimBulk,
        Number.isFinite(length) ? length : undefined,
      );
      return reply.type(SCIM_TYPE).send(result);
    });
  });
  app.get('/Users', async (req, reply) => list(req, reply, req.query));
  app.post('/Users/.search', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    // The body's numbers and lists as the query string would carry them.
    const raw = Object.fromEntries(
      Object.entries(b)
        .filter(([k]) => k !== 'schemas')
        .map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : v,
        ]),
    );
    return list(req, reply, raw);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/Users/:id',
    async (req, reply) => {
      const user = await getScimUser(deps, callerOf(req), req.params.id);
      const etag = (user.meta as { version: string }).version;
      const none = req.headers['if-none-match'];
      if (none && none.split(',').some((t) => t.trim() === etag || t.trim() === '*'))
        return reply.code(304).header('etag', etag).send();
      const q = parseQuery(req.query);
      reply.header('etag', etag);
      return reply.type(SCIM_TYPE).send(projection(q.attributes, q.excludedAttributes)(user));
    },
  );
  app.post('/Users', async (req, reply) =>
    sendResource(reply, await createScimUser(deps, callerOf(req), req.body), 201),
  );
  /** PUT and PATCH: the change `save` makes to the user the path names, at the If-Match version. */
  const change =
    (save: typeof replaceScimUser | typeof patchScimUser) =>
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const expected = ifMatchVersion(req.headers['if-match']);
      return sendResource(
        reply,
        await save(deps, callerOf(req), req.params.id, req.body, expected),
      );
    };
  app.put<{ Params: { id: string } }>('/Users/:id', change(replaceScimUser));
  app.patch<{ Params: { id: string } }>('/Users/:id', change(patchScimUser));
  app.delete<{ Params: { id: string } }>('/Users/:id', async (req, reply) => {
    await deleteScimUser(
      deps,
      callerOf(req),
      req.params.id,
      ifMatchVersion(req.headers['if-match']),
    );
    return reply.code(204).send();
  });
}
