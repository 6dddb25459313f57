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
import {
  issueOAuthClient,
  listClients,
  registerClient,
  revokeClient,
} from '../../../../services/scim/clients-service.js';

const TAGS = ['provisioning'];
const ERRORS = errorResponses(400, 401, 403, 404, 409, 422);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Provisioning clients within your locations (tokens are never shown)',
        response: { 200: provisioningClientListSchema, ...ERRORS },
      },
    },
    async (req) => listClients(app.db, principalOf(req)),
  );
  app.post(
    '',
    {
      schema: {
        tags: TAGS,
        summary: 'Registers a SCIM client in your scope; the answer holds its bearer token, once',
        body: createProvisioningClientBodySchema,
        response: { 201: createdProvisioningClientSchema, ...ERRORS },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await registerClient(app.db, principalOf(req), req.body)),
  );
  app.post(
    '/:id/oauth-client',
    {
      schema: {
        tags: TAGS,
        summary:
          'Gives the client an OAuth client of the embedded provider (client credentials, scope scim), or a new secret; the answer holds the secret, once',
        params: recordIdParamsSchema,
        response: { 201: createdOAuthClientSchema, ...ERRORS },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await issueOAuthClient(app.db, app.config, principalOf(req), req.params.id)),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Revokes a client: its token and its OAuth client are refused from now on',
        params: recordIdParamsSchema,
        response: { 200: provisioningClientSchema, ...ERRORS },
      },
    },
    async (req) => revokeClient(app.db, principalOf(req), req.params.id),
  );
};
export default plugin;
