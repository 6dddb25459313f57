// What the records routes share: error answers, tags, route options and the CSV answer of an export.
import { errorResponses } from '../lib/http-errors.js';
import { routeKit } from './route-kit.js';

export { sendCsv } from './route-kit.js';

export const ERRORS = errorResponses(400, 401, 403, 404, 409);
export const TAGS = ['records'];

/** A records route's options (see routeKit). */
export const recordsRoute = routeKit(TAGS, ERRORS);
