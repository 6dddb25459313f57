// POST /v2/user/migrate/ldap: the signed-in user's new password and security question (spec section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrateLdapAnswerSchema, migrateLdapBodySchema } from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { errorResponses } from '../../../../lib/http-errors.js';
import { confirmCurrentPassword } from '../../../../services/compliance/current-password.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ldap',
    {
      schema: {
        tags: ['compliance'],
        summary:
          'Changes the password and security question (currentPassword required unless changePassword is required or the password expired); clears changePassword and ends the other sessions at once',
        body: migrateLdapBodySchema,
        response: { 200: migrateLdapAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req) => {
      const me = principalOf(req);
      // Outside the required change (an access token alone), the current password is asked for.
      await confirmCurrentPassword(app, me, req.body.currentPassword, req.ip);
      // The session that made the change stays signed in; the others' refresh tokens end.
      return app.compliance.changePasswordAndQuestion(me.identityId, req.body, {
        grantId: me.grantId,
      });
    },
  );
};
export default plugin;
