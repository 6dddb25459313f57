// The error answers every route of the signed-in experience may give.
import { errorBodySchema } from '@portal/shared';

export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
