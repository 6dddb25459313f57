// What the users routes share: error answers, the version answer and tags (access: shared policy.ts).
import { z } from 'zod';
import { userIdParamsSchema } from '@portal/shared';
import { errorResponses } from '../lib/http-errors.js';
import { routeKit } from './route-kit.js';

/** The error answers every users route may give. */
export const ERRORS = errorResponses(400, 401, 403, 404, 409, 422);

const versionAnswer = z.object({ id: z.number().int(), version: z.number().int() });
export const TAGS = ['users admin'];

/**
 * A users route's options: its summary, request parts (params, querystring, body) and success
 * answers, with the tag and the error answers every users route shares.
 */
export const usersRoute = routeKit(TAGS, ERRORS);

/** A route about the user the path names (`/:id`): usersRoute with the id parameter. */
export const oneUserRoute = <const P extends object, const R extends object>(
  summary: string,
  parts: P,
  success: R,
) => usersRoute(summary, { params: userIdParamsSchema, ...parts }, success);

/** A change (`body`) of the user the path names, answered with the user's new version. */
export const userChangeRoute = <const B extends object>(summary: string, body: B) =>
  oneUserRoute(summary, { body }, { 200: versionAnswer });
