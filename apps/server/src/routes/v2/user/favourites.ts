// The signed-in user's favourite applications: read, pin (PUT) and unpin (DELETE) by application id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, userFavouritesSchema } from '@portal/shared';
import { principalOf } from '../../../auth/guard.js';
import { errors } from '../../../route-kits/experience-errors.js';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites',
    {
      schema: {
        tags: ['experience'],
        summary: "The signed-in user's favourite applications (ids of those they may open)",
        response: { 200: userFavouritesSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await app.experience.listFavourites(principalOf(req))),
  );

  for (const [method, favourite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/favourites/:id',
      schema: {
        tags: ['experience'],
        summary: favourite
          ? 'Pins an application the user may open to their favourites'
          : "Removes an application from the user's favourites",
        params: idParamsSchema,
        response: { 200: userFavouritesSchema, ...errors },
      },
      handler: async (req) =>
        app.experience.setFavourite(principalOf(req), req.params.id, favourite),
    });
  }
};
export default plugin;
