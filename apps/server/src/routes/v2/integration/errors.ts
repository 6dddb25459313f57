// POST /v2/integration/errors: external workers report their own failures. Public in the policy
// table because no user calls it: the route itself demands the integration client's
// client-credentials token (auth/service-token.ts); a user's token is refused.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingestIntegrationErrorBodySchema, ingestResultSchema } from '@portal/shared';
import { errorBody, errorResponses } from '../../../lib/http-errors.js';
import { TokenError } from '../../../auth/verify-token.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/errors',
    {
      schema: {
        tags: ['records'],
        summary: "An integration worker reports a failure (the integration client's token only)",
        body: ingestIntegrationErrorBodySchema,
        response: { 201: ingestResultSchema, ...errorResponses(400, 401, 403) },
      },
      // The token is checked before the body: an unauthenticated caller learns nothing of it.
      preValidation: async (req, reply) => {
        try {
          await app.records.verifyService(req.headers.authorization);
        } catch (err) {
          if (!(err instanceof TokenError)) throw err;
          const status = err.oauthError === 'insufficient_scope' ? 403 : 401;
          return reply
            .code(status)
            .header('www-authenticate', `Bearer realm="portal", error="${err.oauthError}"`)
            .send(errorBody(status, err.message, { key: 'errors.unauthorized' }));
        }
      },
    },
    async (req, reply) => reply.code(201).send(await app.records.errors.ingest(req.body)),
  );
};
export default plugin;
