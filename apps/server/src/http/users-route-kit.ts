// What the users routes share: error answers, the version answer and tags (access: shared policy.ts).
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared';

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
