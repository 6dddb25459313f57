// /v2/admin/directory-data: the directory of the administrator's locations per context, saving a
// location's selections, searching its users and recording a finished review (spec section 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_CONTEXTS,
  directoryContextParamsSchema,
  directoryDataQuerySchema,
  directoryLocationsSchema,
  directoryPageQuerySchema,
  directoryPageSchema,
  directorySelectionsAnswerSchema,
  directorySelectionsBodySchema,
  identitiesSearchAnswerSchema,
  identitiesSearchQuerySchema,
  lastReviewDateAnswerSchema,
} from '@portal/shared';
import { principalOf } from '../../../../auth/guard.js';
import { errorResponses } from '../../../../lib/http-errors.js';
import { routeKit } from '../../../../route-kits/route-kit.js';

const route = routeKit(['compliance'], errorResponses(400, 401, 403, 404, 422));

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:context',
    route(
      'The administrator’s locations of the brands with their directory items',
      { params: directoryContextParamsSchema, querystring: directoryDataQuerySchema },
      { 200: directoryLocationsSchema },
    ),
    async (req) =>
      app.compliance.listDirectoryLocations(
        principalOf(req),
        req.params.context,
        req.query.brandIds,
      ),
  );

  app.get(
    '/:context/locations',
    route(
      'A page of the administrator’s locations, searched and filtered to those needing attention',
      { params: directoryContextParamsSchema, querystring: directoryPageQuerySchema },
      { 200: directoryPageSchema },
    ),
    async (req) =>
      app.compliance.pageDirectoryLocations(principalOf(req), req.params.context, req.query),
  );

  app.post(
    '/:context/selections',
    route(
      'Saves the users chosen for a location’s directory items (all or nothing)',
      { params: directoryContextParamsSchema, body: directorySelectionsBodySchema },
      { 200: directorySelectionsAnswerSchema },
    ),
    async (req) =>
      app.compliance.saveDirectorySelections(principalOf(req), req.params.context, req.body),
  );

  app.get(
    '/:context/identities-search',
    route(
      'Active users of one of the administrator’s locations matching a text (30 at most)',
      { params: directoryContextParamsSchema, querystring: identitiesSearchQuerySchema },
      { 200: identitiesSearchAnswerSchema },
    ),
    async (req) =>
      app.compliance.searchDirectoryIdentities(principalOf(req), req.params.context, req.query),
  );

  // One route per context: `/last-review-date/:context` would be ambiguous with `/:context/selections`.
  for (const context of DIRECTORY_CONTEXTS) {
    app.put(
      `/last-review-date/${context}`,
      route(
        `Records a finished ${context} review and clears its required action`,
        {},
        { 200: lastReviewDateAnswerSchema },
      ),
      async (req) => app.compliance.recordDirectoryReview(principalOf(req), context),
    );
  }
};
export default plugin;
