// The server's one way to refuse a request: HttpError, the shared error body and the error handler.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  errorCodeForStatus,
  type ErrorBody,
  type ErrorCode,
} from '@portal/shared';
import { isDatabaseUnavailable } from '../db/unavailable.js';

type ErrorIssue = NonNullable<NonNullable<ErrorBody['details']>['issues']>[number];

/** A refusal with its status, English message and (optionally) the web app's translation key. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    /** The translation key of the message (`users.errors.stale`), sent as `details.key`. */
    readonly key?: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export const badRequest = (message: string, key?: string) => new HttpError(400, message, key);
export const unauthorized = (message: string, key?: string) => new HttpError(401, message, key);
export const forbidden = (message: string, key?: string) => new HttpError(403, message, key);
export const notFound = (message: string, key?: string) => new HttpError(404, message, key);
export const conflict = (message: string, key?: string) => new HttpError(409, message, key);

/**
 * Route schema entries for the error statuses a route answers with. The OpenAPI transform adds the
 * standard ones (400, 401, 403, 404) from the route's access rule and inputs by itself; routes name
 * the others they give (409, 413, 422).
 */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}

/** The body of an error answer (every API error has this shape). */
export function errorBody(
  statusCode: number,
  message: string,
  extra: { key?: string | undefined; code?: ErrorCode; issues?: ErrorIssue[] } = {},
): ErrorBody {
  const details = {
    ...(extra.key ? { key: extra.key } : {}),
    ...(extra.issues ? { issues: extra.issues } : {}),
  };
  return {
    statusCode,
    code: extra.code ?? errorCodeForStatus(statusCode),
    message,
    ...(Object.keys(details).length ? { details } : {}),
  };
}

/** Answers with the shared error body (for hooks that refuse without throwing). */
export const sendError = (
  reply: FastifyReply,
  statusCode: number,
  message: string,
  key?: string,
): FastifyReply => reply.code(statusCode).send(errorBody(statusCode, message, { key }));

/**
 * An error of the database or its driver (drizzle's wrapper names the statement and parameters):
 * never shown in an answer, whatever status it claims.
 */
export function isDatabaseError(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === 'DrizzleQueryError' || 'severity' in e || e.message.startsWith('Failed query'))
      return true;
  }
  return false;
}

/** The central error handler: validation, refusals, Fastify's own 4xx; 5xx details stay in the log. */
export function errorHandler(
  err: FastifyError | HttpError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = err.validation[0];
    const where = first?.instancePath
      ? ` (${first.instancePath.replace(/^\//, '').replace(/\//g, '.')})`
      : '';
    const message = `${first?.message ?? 'Invalid request'}${where}`;
    return reply.code(400).send(errorBody(400, message, { key: 'errors.validation', issues }));
  }
  if (err instanceof HttpError) {
    return reply
      .code(err.statusCode)
      .send(errorBody(err.statusCode, err.message, { key: err.key, code: err.code }));
  }
  if (isDatabaseUnavailable(err)) {
    // Try again later, not a bug: the portal recovers by itself when the database is back.
    req.log.warn({ code: (err as FastifyError).code }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(errorBody(503, 'The portal cannot reach its database. Please try again in a moment.'));
  }
  const given = isDatabaseError(err) ? undefined : (err as FastifyError).statusCode;
  const status = given && given >= 400 && given < 500 ? given : 500;
  if (status >= 500) {
    req.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send(errorBody(500, `Something went wrong. Quote request id ${req.id} to support.`));
  }
  return reply.code(status).send(errorBody(status, err.message));
}
