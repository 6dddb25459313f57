// SCIM errors (RFC 7644 section 3.12): the status, scimType and detail, and the mapping of the
// user administration's refusals onto them.
import { HttpError } from '../../lib/http-errors.js';

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');

export function scimErrorBody(e: ScimError) {
  return {
    schemas: [ERROR_SCHEMA],
    status: String(e.status),
    ...(e.scimType ? { scimType: e.scimType } : {}),
    detail: e.message,
  };
}

const UNIQUENESS = new Set(['users.errors.emailTaken', 'users.errors.emailUnavailable']);

/** Any error of a handler as a SCIM error; unknown errors stay themselves (a 500, logged). */
export function toScimError(err: unknown): ScimError | undefined {
  if (err instanceof ScimError) return err;
  if (!(err instanceof HttpError)) return undefined;
  if (err.key === 'users.errors.stale') return new ScimError(412, err.message);
  if (err.key && UNIQUENESS.has(err.key)) return new ScimError(409, err.message, 'uniqueness');
  if (err.statusCode === 422) return new ScimError(400, err.message, 'invalidValue');
  if (err.statusCode === 429) return new ScimError(429, err.message, 'tooMany');
  return new ScimError(err.statusCode, err.message);
}
