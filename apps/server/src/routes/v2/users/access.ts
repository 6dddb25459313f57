// Who may call the users routes (spec sections 2 and 6); delegated scope is checked by the services.
import { FEATURES as F } from '@portal/shared';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared';
import type { RouteAccess } from '../../../auth/guard.js';

export const READ: RouteAccess = {
  features: [F.usersWrite, F.usersEdit, F.usersRead],
  mode: 'any',
};
export const EDIT: RouteAccess = { features: [F.usersWrite, F.usersEdit], mode: 'any' };
export const WRITE: RouteAccess = { features: [F.usersWrite] };
export const COPY: RouteAccess = { features: [F.usersWrite, F.dev], mode: 'all' };
export const DEV: RouteAccess = { features: [F.dev] };

/** The error answers every users route may give. */
export const ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export const versionAnswer = z.object({ id: z.number().int(), version: z.number().int() });
export const TAGS = ['users admin'];
