// SCIM discovery (RFC 7644 section 4): ServiceProviderConfig, ResourceTypes and Schemas, with each
// attribute's type, mutability, returned and uniqueness as the portal applies them.
import { CORE_USER, ENTERPRISE_USER, PORTAL_USER } from './attributes.js';
import { MAX_COUNT } from './users-service.js';
import { CORE_GROUP } from './groups-service.js';
import type { BulkLimits } from './bulk-service.js';

const SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(baseUrl: string, bulk: BulkLimits) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/v2/docs`,
    patch: { supported: true },
    // Enforced while the body streams in (services/scim/bulk-service.ts).
    bulk: { supported: true, maxOperations: bulk.maxOperations, maxPayloadSize: bulk.maxBytes },
    filter: { supported: true, maxResults: MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: true },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description:
          'The token shown once when an administrator registers the provisioning client.',
        primary: true,
      },
      {
        type: 'oauth2',
        name: 'OAuth 2.0 client credentials',
        description:
          "An access token of the portal's OpenID provider, obtained at its token endpoint with grant_type=client_credentials and scope=scim by the provisioning client's OAuth client (client_secret_basic).",
        specUri: 'https://www.rfc-editor.org/rfc/rfc6749#section-4.4',
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A portal user',
      schema: CORE_USER,
      schemaExtensions: [
        { schema: ENTERPRISE_USER, required: false },
        { schema: PORTAL_USER, required: false },
      ],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A permission set: its members hold its roles',
      schema: CORE_GROUP,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

interface Attr {
  name: string;
  type: 'string' | 'boolean' | 'dateTime' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned?: 'always' | 'never' | 'default' | 'request';
  uniqueness?: 'none' | 'server' | 'global';
  canonicalValues?: string[];
  subAttributes?: Attr[];
}

function a(name: string, type: Attr['type'], more: Partial<Attr> = {}): Attr {
  return {
    name,
    type,
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: 'readWrite',
    returned: 'default',
    uniqueness: 'none',
    ...more,
  };
}

const multi = (name: string, types: string[]) =>
  a(name, 'complex', {
    multiValued: true,
    subAttributes: [
      a('value', 'string'),
      a('type', 'string', { canonicalValues: types }),
      a('primary', 'boolean'),
    ],
  });

const USER_ATTRS: Attr[] = [
  a('userName', 'string', { required: true, uniqueness: 'server' }),
  a('name', 'complex', {
    required: true,
    subAttributes: [
      a('formatted', 'string', { mutability: 'readOnly' }),
      a('givenName', 'string', { required: true }),
      a('familyName', 'string', { required: true }),
    ],
  }),
  a('displayName', 'string', { mutability: 'readOnly' }),
  a('title', 'string'),
  a('preferredLanguage', 'string'),
  a('active', 'boolean'),
  multi('emails', ['work']),
  multi('phoneNumbers', ['mobile', 'work', 'fax']),
];

const ENTERPRISE_ATTRS: Attr[] = [
  a('employeeNumber', 'string'),
  a('organization', 'string', { mutability: 'readOnly' }),
];

const PORTAL_ATTRS: Attr[] = [
  a('userType', 'string', { canonicalValues: ['INTERNAL', 'EXTERNAL'], caseExact: true }),
  a('accountType', 'string', { canonicalValues: ['ADMINISTRATOR', 'STANDARD'], caseExact: true }),
  a('directoryUsername', 'string', { mutability: 'readOnly' }),
  a('locations', 'complex', {
    multiValued: true,
    subAttributes: [
      a('code', 'string', { required: true, caseExact: true }),
      a('mode', 'string', { canonicalValues: ['INCLUDE', 'EXCLUDE'], caseExact: true }),
      a('preferred', 'boolean'),
    ],
  }),
];

export function schemas(baseUrl: string) {
  const schema = (id: string, name: string, attributes: Attr[]) => ({
    schemas: [SCHEMA],
    id,
    name,
    attributes,
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${id}` },
  });
  return [
    schema(CORE_USER, 'User', [
      a('id', 'string', {
        mutability: 'readOnly',
        returned: 'always',
        caseExact: true,
        uniqueness: 'server',
      }),
      a('externalId', 'string', { caseExact: true }),
      ...USER_ATTRS,
    ]),
    schema(ENTERPRISE_USER, 'EnterpriseUser', ENTERPRISE_ATTRS),
    schema(CORE_GROUP, 'Group', [
      a('id', 'string', {
        mutability: 'readOnly',
        returned: 'always',
        caseExact: true,
        uniqueness: 'server',
      }),
      a('displayName', 'string', { mutability: 'readOnly', required: true, uniqueness: 'server' }),
      a('members', 'complex', {
        multiValued: true,
        subAttributes: [
          a('value', 'string', { mutability: 'immutable', caseExact: true }),
          a('$ref', 'reference', { mutability: 'immutable' }),
          a('display', 'string', { mutability: 'readOnly' }),
        ],
      }),
    ]),
    schema(PORTAL_USER, 'AtlasPortalUser', PORTAL_ATTRS),
  ];
}
