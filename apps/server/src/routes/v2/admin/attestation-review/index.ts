// /v2/admin/attestation-review: the users to review, deactivating some, confirming the review (spec section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attestationDeactivateAnswerSchema,
  attestationDeactivateBodySchema,
  attestationUpdateAnswerSchema,
  attestationUsersSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { errorResponses } from '../../../../lib/http-errors.js';

const TAGS = ['compliance'];
const ERRORS = errorResponses(400, 401, 403, 404, 409);

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: TAGS,
        summary: 'The active users at the administrator’s locations with the days since sign-in',
        response: { 200: attestationUsersSchema, ...ERRORS },
      },
    },
    async (req) => app.compliance.listAttestationUsers(principalOf(req)),
  );

  app.put(
    '/deactivate',
    {
      schema: {
        tags: TAGS,
        summary:
          'Deactivates the listed users (reason "attestation"); any id outside the scope: 404 and nothing changes',
        body: attestationDeactivateBodySchema,
        response: { 200: attestationDeactivateAnswerSchema, ...ERRORS },
      },
    },
    async (req) => app.compliance.deactivateForAttestation(principalOf(req), req.body),
  );

  app.put(
    '/update',
    {
      schema: {
        tags: TAGS,
        summary: 'Records the attestation review and clears the adminAttestation action',
        response: { 200: attestationUpdateAnswerSchema, ...ERRORS },
      },
    },
    async (req) => app.compliance.confirmAttestation(principalOf(req)),
  );
};
export default plugin;
