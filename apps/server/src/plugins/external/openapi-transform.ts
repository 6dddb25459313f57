// Central completion of the OpenAPI document: every API operation gets an operationId, a tag, a
// summary, its security and the standard error answers its access rule, parameters and method imply.
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sample } from 'openapi-sampler';
import { errorBodySchema, type ErrorBody } from '@portal/shared';
import type { RouteAccess } from '../../auth/guard.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type ObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type Json = Record<string, unknown>;

/** The error answers the document describes, each with its wording and an example body. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; example: ErrorBody }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is not valid: the message names the first problem.',
    example: {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Value is required (name)',
      details: {
        key: 'errors.validation',
        issues: [{ path: 'body.name', message: 'Value is required' }],
      },
    },
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid bearer access token (missing, expired, wrong audience or issuer).',
    example: {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'A bearer access token is required.',
      details: { key: 'errors.unauthorized' },
    },
  },
  403: {
    name: 'Forbidden',
    description: 'The caller lacks a feature the operation needs, or may not touch this record.',
    example: {
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You don't have access to this functionality.",
      details: { key: 'errors.accessDenied' },
    },
  },
  404: {
    name: 'NotFound',
    description: 'The record does not exist or is outside the caller’s scope.',
    example: {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The document does not exist.',
      details: { key: 'documents.notFound' },
    },
  },
  409: {
    name: 'Conflict',
    description: 'The record changed in the meantime (stale version) or a unique value is taken.',
    example: {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'A user with this e-mail address already exists.',
      details: { key: 'users.errors.emailTaken' },
    },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'An uploaded file is larger than the limit.',
    example: {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than the limit of 10 MB.',
      details: { key: 'validation.fileTooLarge' },
    },
  },
  422: {
    name: 'UnprocessableEntity',
    description:
      'The request is well formed but breaks a rule of the data (e.g. a role that needs a location).',
    example: {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'A selected location does not exist.',
      details: { key: 'users.errors.unknownReference' },
    },
  },
};

const SUCCESS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done, no content',
  304: 'Not modified',
};

/** `GET /v2/admin/users/:id/audit` -> `getAdminUsersIdAudit`. */
export function operationIdOf(method: string, url: string, apiPrefix: string): string {
  const words = url
    .slice(apiPrefix.length)
    .split(/[/\-_.:{}]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** The tag of a route without one: its first path segment after the prefix (skipping `admin`). */
function tagOf(url: string, apiPrefix: string): string {
  const segments = url
    .slice(apiPrefix.length)
    .split('/')
    .filter((s) => s && s !== 'admin');
  return segments[0]?.replace(/^:/, '') ?? 'api';
}

/** The error statuses an operation can answer with, from its access rule, inputs and method. */
function errorStatuses(method: string, schema: Json, access: RouteAccess | undefined): number[] {
  const statuses = new Set<number>();
  const hasInput =
    method !== 'GET' || ['body', 'querystring', 'params', 'headers'].some((k) => schema[k]);
  if (hasInput) statuses.add(400);
  if (!access?.public) {
    statuses.add(401);
    if (access && 'features' in access && (access.features?.length ?? 0) > 0) statuses.add(403);
  }
  if (schema.params) statuses.add(404);
  return [...statuses];
}

/** The per-route transform: hides everything outside the API, then completes each operation. */
export function createRouteTransform(apiPrefix: string) {
  return (input: TransformInput) => {
    const { url, route } = input as TransformInput & { route: RouteOptions };
    const schema = (input.schema ?? {}) as Json;
    if (!url.startsWith(`${apiPrefix}/`) || schema.hide) return { schema: { hide: true }, url };
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
    // Routes declare error schemas for serialising (often a whole area's list); the document
    // leaves out what a read cannot answer (conflicts, rule breaches, 404 without an id).
    const declared = (schema.response ?? {}) as Json;
    const response: Json = {};
    for (const [status, answer] of Object.entries(declared)) {
      const code = Number(status);
      const impossibleRead =
        method === 'GET' && ([409, 413, 422].includes(code) || (code === 404 && !schema.params));
      if (!impossibleRead) response[status] = answer;
    }
    for (const status of errorStatuses(method, schema, access))
      response[status] ??= errorBodySchema;
    const out = jsonSchemaTransform({ ...input, schema: { ...schema, response } });
    const done = out.schema as Json;
    done.operationId ??= operationIdOf(method, url, apiPrefix);
    done.tags ??= [tagOf(url, apiPrefix)];
    done.summary ??= `${method} ${url.slice(apiPrefix.length)}`;
    done.security = access?.public ? [] : [{ bearer: [] }, { openIdConnect: ['api:iam'] }];
    return out;
  };
}

/** An example answer generated from the schema (enums, formats and patterns respected). */
function addExample(media: { schema?: unknown; example?: unknown } | undefined, doc: Json) {
  if (!media?.schema || media.example !== undefined) return;
  const schema = withTextExamples(structuredClone(media.schema));
  media.example = sample(schema as Parameters<typeof sample>[0], { quiet: true }, doc);
}

/** Examples for the patterns of the shared schemas, where the sampler's own guess breaks them. */
const PATTERN_EXAMPLES: [RegExp, string][] = [
  [/@/, 'ada.admin@atlas.example'],
  [/^\^\[A-Z\]/, 'NA'],
  [/^\^\[\^\\u0000/, 'Example'],
];

/** Puts an example on text with patterns (also patterns joined with allOf) the sampler takes. */
function withTextExamples(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const n = node as Json;
  const patterns = [
    n.pattern,
    ...((n.allOf as Json[] | undefined) ?? []).map((p) => p.pattern),
  ].filter((p): p is string => typeof p === 'string');
  if (n.type === 'string' && patterns.length && n.example === undefined) {
    const found = PATTERN_EXAMPLES.find(([test]) => patterns.some((p) => test.test(p)));
    if (found) n.example = found[1];
  }
  for (const value of Object.values(n)) withTextExamples(value);
  return n;
}

const isErrorSchema = (s: unknown) =>
  !!s &&
  typeof s === 'object' &&
  ['statusCode', 'code', 'message'].every(
    (k) => k in ((s as { properties?: Json }).properties ?? {}),
  );

/**
 * The document transform: error answers become references to shared responses (one Error schema
 * with examples), success answers get a description, and only the components in use stay.
 */
export function completeDocument(input: ObjectInput): Json {
  const doc = jsonSchemaTransformObject(input) as Json & {
    paths?: Record<string, Record<string, Json>>;
  };
  const used = new Set<number>();
  let errorSchema: unknown;
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const request = operation.requestBody as { content?: Record<string, { schema?: unknown }> };
      addExample(request?.content?.['application/json'], doc);
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      for (const [status, answer] of Object.entries(responses)) {
        const known = ERROR_RESPONSES[Number(status)];
        const content = answer.content as Record<string, { schema?: unknown }> | undefined;
        const body = content?.['application/json']?.schema;
        if (known && isErrorSchema(body)) {
          errorSchema ??= body;
          used.add(Number(status));
          responses[status] = { $ref: `#/components/responses/${known.name}` };
        } else {
          if (answer.description === 'Default Response')
            answer.description = SUCCESS[status] ?? 'Answer';
          addExample(content?.['application/json'], doc);
        }
      }
    }
  }
  const components = (doc.components ?? {}) as Json;
  components.responses = Object.fromEntries(
    [...used].sort().map((status) => {
      const { name, description, example } = ERROR_RESPONSES[status]!;
      return [
        name,
        {
          description,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Error' }, example },
          },
        },
      ];
    }),
  );
  if (errorSchema) components.schemas = { ...(components.schemas as Json), Error: errorSchema };
  doc.components = components;
  return doc;
}
