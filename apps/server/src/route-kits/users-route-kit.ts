// What the users routes share: error answers, the version answer and tags (access: shared policy.ts).
import { z } from 'zod';
import { errorResponses } from '../lib/http-errors.js';
import { routeKit } from './route-kit.js';

/** The error answers every users route may give. */
export const ERRORS = errorResponses(400, 401, 403, 404, 409, 422);

export const versionAnswer = z.object({ id: z.number().int(), version: z.number().int() });
export const TAGS = ['users admin'];

/**
 * A users route's options: its summary, request parts (params, querystring, body) and success
 * answers, with the tag and the error answers every users route shares.
 */
export const usersRoute = routeKit(TAGS, ERRORS);
