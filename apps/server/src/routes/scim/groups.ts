// /scim/v2/Groups: permission sets as SCIM groups (services/scim/groups-service.ts says why).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UsersDeps } from '../../services/users/deps.js';
import { ScimError } from '../../services/scim/errors.js';
import {
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from '../../services/scim/groups-service.js';
import { projection } from './project.js';
import { callerOf, parseQuery, SCIM_TYPE } from './kit.js';

function send(reply: FastifyReply, g: Record<string, unknown>) {
  reply.header('etag', (g.meta as { version: string }).version);
  return reply.type(SCIM_TYPE).send(g);
}

export function groupRoutes(app: FastifyInstance, deps: UsersDeps) {
  app.get('/Groups', async (req, reply) => {
    const q = parseQuery(req.query);
    const page = await listScimGroups(deps, callerOf(req), q);
    const view = projection(q.attributes, q.excludedAttributes);
    return reply.type(SCIM_TYPE).send({ ...page, Resources: page.Resources.map(view) });
  });
  app.get<{ Params: { id: string } }>('/Groups/:id', async (req, reply) => {
    const q = parseQuery(req.query);
    const g = await getScimGroup(deps, callerOf(req), req.params.id);
    const etag = (g.meta as { version: string }).version;
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag))
      return reply.code(304).header('etag', etag).send();
    return send(reply, projection(q.attributes, q.excludedAttributes)(g));
  });
  app.patch<{ Params: { id: string } }>('/Groups/:id', async (req, reply) => {
    const g = await patchScimGroup(deps, callerOf(req), req.params.id, req.body);
    return send(reply, g);
  });
  app.put<{ Params: { id: string } }>('/Groups/:id', async (req, reply) =>
    send(reply, await replaceScimGroup(deps, callerOf(req), req.params.id, req.body)),
  );
  const catalogueOnly = async () => {
    throw new ScimError(
      403,
      "Groups are the portal's permission sets: they are created and deleted in its catalogue, not over SCIM.",
    );
  };
  app.post('/Groups', catalogueOnly);
  app.delete('/Groups/:id', catalogueOnly);
}
