// PUT /v2/admin/users/{id}/required-actions: an administrator sets or clears a user's required actions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requiredActionsAnswerSchema, requiredActionsBodySchema } from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { oneUserRoute } from '../../../../route-kits/users-route-kit.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/required-actions',
    oneUserRoute(
      'Sets the required actions of a user at the administrator’s locations (audited)',
      { body: requiredActionsBodySchema },
      { 200: requiredActionsAnswerSchema },
    ),
    async (req) => app.compliance.setRequiredActions(principalOf(req), req.params.id, req.body),
  );
};
export default plugin;
