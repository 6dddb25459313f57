// The OpenAPI document of the /v2 API (@fastify/swagger, completed centrally by openapi-transform)
// at /v2/openapi.json, and its rendered reference (Swagger UI, served from the portal) at /v2/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from '../../config.js';
import { completeDocument, createRouteTransform } from './openapi-transform.js';

/** What each tag groups, shown in the reference. */
const TAGS: Record<string, string> = {
  user: 'The signed-in user: profile, preferences, access data and notifications.',
  experience: 'The signed-in experience: applications, support contacts, preferences.',
  documents: 'The document library: list, download and (for administrators) manage.',
  announcements: 'Announcement administration.',
  applications: 'Application administration.',
  'permission-sets': 'Permission set administration.',
  'security-roles': 'Security role administration.',
  catalog: 'Choices shared by the catalogue editors.',
  'users admin': 'User administration: search, create, edit, copy, lifecycle and audit.',
  compliance:
    'Compliance flows: change password, admin attestation, directory data and its reviews.',
};

/**
 * Swagger UI's files, found through the package rather than the plugin's own folder: the server's
 * bundle includes the plugin (one copy of yaml and @fastify/static instead of two, ~50 ms of
 * each start), and code in a bundle no longer sits beside its package's files.
 */
function swaggerUiFiles() {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  const logo = { type: 'image/svg+xml', content: fs.readFileSync(path.join(dir, 'logo.svg')) };
  return { baseDir: dir, logo };
}

export interface SwaggerOptions {
  config: Config;
  apiPrefix: string;
}

export default fp(
  async (app: FastifyInstance, { config, apiPrefix }: SwaggerOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Atlas Portal API',
          version: '2.0.0',
          description:
            'Admin and user API of the Atlas dealer and staff portal. Every error answers with the ' +
            '`Error` body: a stable machine `code`, the English `message` and optional `details` ' +
            '(`key`: the translation key of the message; `issues`: every validation problem).',
          license: { name: 'Proprietary', url: config.legalLinks.terms },
        },
        // Relative: the portal that serves the document is the one it describes.
        servers: [{ url: config.basePath || '/', description: 'This portal' }],
        tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'An access token of the portal’s identity provider with the api:iam scope.',
            },
            openIdConnect: {
              type: 'openIdConnect',
              openIdConnectUrl: `${config.issuer}/.well-known/openid-configuration`,
              description: 'The identity provider that issues the access tokens.',
            },
          },
        },
      },
      transform: createRouteTransform(apiPrefix),
      transformObject: completeDocument,
    });

    app.get(
      `${apiPrefix}/openapi.json`,
      { config: { access: { public: true } }, schema: { hide: true } },
      async () => app.swagger(),
    );

    // Swagger UI's own routes (page, script, styles) are public; its files come from the package,
    // so the reference works without a network and within the portal's script policy.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: { public: true } };
      });
      await scope.register(swaggerUi, {
        ...swaggerUiFiles(),
        routePrefix: `${apiPrefix}/docs`,
        uiConfig: { validatorUrl: null, deepLinking: false },
      });
    });
  },
  { name: 'swagger' },
);
