// Who may call the users routes (spec sections 2 and 6); delegated scope is checked by the services.
import { FEATURES as F } from '@portal/shared';
import { z } from 'zod';
import type { RouteAccess } from '../../../auth/guard.js';
import { errorResponses } from '../../../lib/http-errors.js';

export const READ: RouteAccess = {
  features: [F.usersWrite, F.usersEdit, F.usersRead],
  mode: 'any',
};
export const EDIT: RouteAccess = { features: [F.usersWrite, F.usersEdit], mode: 'any' };
export const WRITE: RouteAccess = { features: [F.usersWrite] };
export const COPY: RouteAccess = { features: [F.usersWrite, F.dev], mode: 'all' };
export const DEV: RouteAccess = { features: [F.dev] };

/** The error answers every users route may give. */
export const ERRORS = errorResponses(400, 401, 403, 404, 409, 422);

export const versionAnswer = z.object({ id: z.number().int(), version: z.number().int() });
export const TAGS = ['users admin'];
