// The one error body of every API error: a stable machine code, the English message and details.
import { z } from 'zod';

/** Stable machine codes of API errors, one per kind of failure (the HTTP status narrows it). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** 403: an administrative write from a token without a second factor (step-up, issue 26). */
  'SECOND_FACTOR_REQUIRED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The machine code an HTTP status answers with when the thrower names none. */
export function errorCodeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'VALIDATION_FAILED',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    422: 'VALIDATION_FAILED',
    429: 'RATE_LIMITED',
    503: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export const errorIssueSchema = z.object({
  /** Where in the request: `body.email`, `query.page`, `params.id`. */
  path: z.string(),
  message: z.string(),
});

export const errorDetailsSchema = z.object({
  /** The translation key of the message, when the web app shows its own wording for it. */
  key: z.string().optional(),
  /** Every problem the request validation found, the first of which the message names. */
  issues: z.array(errorIssueSchema).optional(),
});

export const errorBodySchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: errorDetailsSchema.optional(),
  })
  .meta({
    description: 'The body of every API error.',
    example: {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The document does not exist.',
      details: { key: 'documents.notFound' },
    },
  });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The translation key of a failed call's body, if the server named one. */
export const errorKeyOf = (body: Partial<ErrorBody> | null | undefined): string | undefined =>
  body?.details?.key;
