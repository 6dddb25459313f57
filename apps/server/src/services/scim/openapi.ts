// The OpenAPI 3.1 description of /scim/v2 (served at /scim/v2/openapi.json): SCIM's own resource
// schemas are its discovery documents, so bodies are described by reference to RFC 7643/7644.
const SCIM = 'application/scim+json';

const json = (description: string, schema: object = { type: 'object' }) => ({
  description,
  content: { [SCIM]: { schema } },
});

const ERROR = {
  type: 'object',
  required: ['schemas', 'status'],
  properties: {
    schemas: { type: 'array', items: { const: 'urn:ietf:params:scim:api:messages:2.0:Error' } },
    status: { type: 'string', examples: ['400'] },
    scimType: {
      enum: [
        'invalidFilter',
        'tooMany',
        'uniqueness',
        'mutability',
        'invalidSyntax',
        'invalidPath',
        'noTarget',
        'invalidValue',
        'invalidVers',
        'sensitive',
      ],
    },
    detail: { type: 'string' },
  },
};

const errors = (...codes: number[]) =>
  Object.fromEntries(
    [401, 429, ...codes].map((c) => [
      String(c),
      json('SCIM error (RFC 7644 section 3.12)', { $ref: '#/components/schemas/Error' }),
    ]),
  );

const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: false,
  description,
  schema: { type: 'string' },
});
const query = (name: string, description: string, schema: object = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const LIST_PARAMS = [
  query('filter', 'RFC 7644 filter, e.g. `userName eq "a@b.example"`'),
  query('sortBy', 'A single-valued attribute'),
  query('sortOrder', 'ascending (default) or descending', { enum: ['ascending', 'descending'] }),
  query('startIndex', '1-based index of the first result', { type: 'integer', minimum: 1 }),
  query('count', 'Results per page, at most 1000', { type: 'integer', minimum: 0, maximum: 1000 }),
  query('attributes', 'Comma-separated attributes to return'),
  query('excludedAttributes', 'Comma-separated attributes to leave out'),
];
const body = (description: string) => ({
  required: true,
  content: {
    [SCIM]: { schema: { type: 'object' } },
    'application/json': { schema: { type: 'object' } },
  },
  description,
});
const ifMatch = header(
  'If-Match',
  'The weak ETag (meta.version) the change applies to; 412 when stale',
);

/** `getUsersId`, `postBulk`: one operationId per operation. */
function withOperationIds(paths: Record<string, Record<string, object>>) {
  for (const [path, ops] of Object.entries(paths))
    for (const [method, op] of Object.entries(ops)) {
      const words = path.replace(/[{}.]/g, '').split('/').filter(Boolean);
      const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
      Object.assign(op, { operationId: `${method}${name}` });
    }
  return paths;
}

interface ScimOpenApiOptions {
  /** The embedded provider's token endpoint, when it issues the clients' OAuth tokens. */
  tokenUrl?: string | undefined;
  bulk: { maxOperations: number; maxBytes: number };
}

export function scimOpenApi(serverUrl: string, licenseUrl: string, o: ScimOpenApiOptions) {
  const { maxOperations, maxBytes } = o.bulk;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atlas Portal SCIM 2.0',
      version: '2.0.0',
      license: { name: 'Proprietary', url: licenseUrl },
      description:
        'SCIM 2.0 service provider (RFC 7643, 7644) for provisioning clients registered under /v2/admin/provisioning-clients. Users map to portal users (core, Enterprise and urn:ietf:params:scim:schemas:extension:atlas:2.0:User), Groups to permission sets. Resource schemas: GET /Schemas.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, ...(o.tokenUrl ? [{ clientCredentials: ['scim'] }] : [])],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The provisioning client's token (atlas_scim_…), or an access token of its OAuth client",
        },
        ...(o.tokenUrl
          ? {
              clientCredentials: {
                type: 'oauth2',
                description:
                  "The provisioning client's OAuth client (atlas-scim-<id>, secret shown once on the admin page; client_secret_basic). Its access tokens are for this base URL only (the default resource) and carry the scope scim; revoking the provisioning client stops them.",
                flows: {
                  clientCredentials: {
                    tokenUrl: o.tokenUrl,
                    scopes: { scim: 'Provision users and group memberships over SCIM' },
                  },
                },
              },
            }
          : {}),
      },
      schemas: { Error: ERROR },
    },
    paths: withOperationIds({
      '/ServiceProviderConfig': {
        get: {
          summary: 'What this provider supports',
          responses: { 200: json('ServiceProviderConfig'), ...errors() },
        },
      },
      '/ResourceTypes': {
        get: { summary: 'User and Group', responses: { 200: json('ListResponse'), ...errors() } },
      },
      '/ResourceTypes/{id}': {
        get: {
          summary: 'One resource type',
          parameters: [id],
          responses: { 200: json('ResourceType'), ...errors(404) },
        },
      },
      '/Schemas': {
        get: {
          summary: 'The schemas with every attribute',
          responses: { 200: json('ListResponse'), ...errors() },
        },
      },
      '/Schemas/{id}': {
        get: {
          summary: 'One schema',
          parameters: [id],
          responses: { 200: json('Schema'), ...errors(404) },
        },
      },
      '/Users': {
        get: {
          summary: 'Users in the client’s scope',
          parameters: LIST_PARAMS,
          responses: { 200: json('ListResponse of Users'), ...errors(400) },
        },
        post: {
          summary: 'Creates a user (the user editor’s create: audit, events, verification mail)',
          requestBody: body('A User'),
          responses: { 201: json('The User'), ...errors(400, 403, 409) },
        },
      },
      '/Users/.search': {
        post: {
          summary: 'Lists users with a SearchRequest body',
          requestBody: body('SearchRequest'),
          responses: { 200: json('ListResponse of Users'), ...errors(400) },
        },
      },
      '/Users/{id}': {
        get: {
          summary: 'One user',
          parameters: [
            id,
            header('If-None-Match', 'ETag; 304 when unchanged'),
            LIST_PARAMS[5],
            LIST_PARAMS[6],
          ],
          responses: {
            200: json('The User'),
            304: { description: 'Not modified' },
            ...errors(404),
          },
        },
        put: {
          summary: 'Replaces what SCIM shows of the user (Okta)',
          parameters: [id, ifMatch],
          requestBody: body('A User'),
          responses: { 200: json('The User'), ...errors(400, 403, 404, 409, 412) },
        },
        patch: {
          summary: 'add, replace, remove (value-filter paths; Entra’s "Replace" and "False")',
          parameters: [id, ifMatch],
          requestBody: body('PatchOp'),
          responses: { 200: json('The User'), ...errors(400, 403, 404, 409, 412) },
        },
        delete: {
          summary: 'Deletes the user (the edit history stays)',
          parameters: [id, ifMatch],
          responses: { 204: { description: 'Deleted' }, ...errors(403, 404, 409, 412) },
        },
      },
      '/Groups': {
        get: {
          summary: 'Permission sets the client may give',
          parameters: LIST_PARAMS,
          responses: { 200: json('ListResponse of Groups'), ...errors(400) },
        },
      },
      '/Groups/{id}': {
        get: {
          summary: 'One permission set and its members in scope',
          parameters: [id],
          responses: { 200: json('The Group'), ...errors(404) },
        },
        put: {
          summary: 'Sets the members',
          parameters: [id],
          requestBody: body('A Group'),
          responses: { 200: json('The Group'), ...errors(400, 403, 404) },
        },
        patch: {
          summary: 'Adds or removes members',
          parameters: [id],
          requestBody: body('PatchOp'),
          responses: { 200: json('The Group'), ...errors(400, 403, 404) },
        },
      },
      '/Bulk': {
        post: {
          summary: `Up to ${maxOperations} operations and ${maxBytes} bytes, streamed: bulkId references, failOnErrors`,
          description:
            'The body is read as it arrives and each operation runs (all or nothing) before the next is read; the body names the BulkRequest schema before its Operations. A bulkId reference resolves only to an operation before it that succeeded (409 invalidValue otherwise). A request refused as a whole before any operation ran is that error (400, 413); once operations ran, a body that turns out too large, too long or broken ends the BulkResponse with an entry saying why the rest was not read.',
          requestBody: body('BulkRequest'),
          responses: { 200: json('BulkResponse'), ...errors(400, 413) },
        },
      },
    }),
  };
}
