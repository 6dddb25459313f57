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
import { routeKit } from '../../../../route-kits/route-kit.js';

const route = routeKit(['compliance'], errorResponses(400, 401, 403, 404, 409));

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    route(
      'The active users at the administrator’s locations with the days since sign-in',
      {},
      { 200: attestationUsersSchema },
    ),
    async (req) => app.compliance.listAttestationUsers(principalOf(req)),
  );

  app.put(
    '/deactivate',
    route(
      'Deactivates the listed users (reason "attestation"); any id outside the scope: 404 and nothing changes',
      { body: attestationDeactivateBodySchema },
      { 200: attestationDeactivateAnswerSchema },
    ),
    async (req) => app.compliance.deactivateForAttestation(principalOf(req), req.body),
  );

  app.put(
    '/update',
    route(
      'Records the attestation review and clears the adminAttestation action',
      {},
      { 200: attestationUpdateAnswerSchema },
    ),
    async (req) => app.compliance.confirmAttestation(principalOf(req)),
  );
};
export default plugin;
