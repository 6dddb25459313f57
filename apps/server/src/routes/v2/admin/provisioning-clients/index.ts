// /v2/admin/provisioning-clients: SCIM provisioning clients (register with a token shown once, an
// OAuth client with its secret shown once, list, revoke).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdOAuthClientSchema,
  createdProvisioningClientSchema,
  createProvisioningClientBodySchema,
  provisioningClientListSchema,
  provisioningClientSchema,
  recordIdParamsSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { errorResponses } from '../../../../lib/http-errors.js';
import { routeKit } from '../../../../route-kits/route-kit.js';
import {
  issueOAuthClient,
  listClients,
  registerClient,
  revokeClient,
} from '../../../../services/scim/clients-service.js';

const route = routeKit(['provisioning'], errorResponses(400, 401, 403, 404, 409, 422));

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    route(
      'Provisioning clients within your locations (tokens are never shown)',
      {},
      { 200: provisioningClientListSchema },
    ),
    async (req) => listClients(app.db, principalOf(req)),
  );
  app.post(
    '',
    route(
      'Registers a SCIM client in your scope; the answer holds its bearer token, once',
      { body: createProvisioningClientBodySchema },
      { 201: createdProvisioningClientSchema },
    ),
    async (req, reply) =>
      reply.code(201).send(await registerClient(app.db, principalOf(req), req.body)),
  );
  app.post(
    '/:id/oauth-client',
    route(
      'Gives the client an OAuth client of the embedded provider (client credentials, scope scim), or a new secret; the answer holds the secret, once',
      { params: recordIdParamsSchema },
      { 201: createdOAuthClientSchema },
    ),
    async (req, reply) =>
      reply
        .code(201)
        .send(await issueOAuthClient(app.db, app.config, principalOf(req), req.params.id)),
  );
  app.delete(
    '/:id',
    route(
      'Revokes a client: its token and its OAuth client are refused from now on',
      { params: recordIdParamsSchema },
      { 200: provisioningClientSchema },
    ),
    async (req) => revokeClient(app.db, principalOf(req), req.params.id),
  );
};
export default plugin;
