// The error answers every route of the signed-in experience may give.
import { errorResponses } from '../lib/http-errors.js';

export const errors = errorResponses(400, 401, 403, 404);
