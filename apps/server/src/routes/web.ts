// Serves the built web app under the base path: hashed assets with long caching, index.html as SPA fallback.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { SIGN_IN_SCOPES, type PublicConfig } from '@portal/shared';
import type { Config } from '../config.js';
import { sendError } from '../lib/http-errors.js';

/** What the web app needs to start, for the host it is served on (issuer and client may differ). */
export function publicConfigFor(config: Config, host: string): PublicConfig {
  const hostname = host.split(':')[0]!.toLowerCase();
  const special = config.hostClients.find((h) => hostname.includes(h.hostIncludes.toLowerCase()));
  return {
    basePath: config.basePath,
    issuer: special?.issuer ?? config.issuer,
    clientId: special?.clientId ?? config.clientId,
    scopes: [...SIGN_IN_SCOPES],
    loginDashboardUrl: config.loginDashboardUrl,
    salesSsoUrl: config.salesSsoUrl,
    accountUrl: `${config.issuer}/account`,
    inactivityTimeoutSeconds: config.inactivityTimeoutSeconds,
    inactivityWarningSeconds: config.inactivityWarningSeconds,
    legalLinks: config.legalLinks,
  };
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerWeb(app: FastifyInstance, config: Config) {
  const base = config.basePath;
  const hostOf = (req: FastifyRequest) => req.headers.host ?? new URL(config.publicUrl).host;

  app.get(
    `${base}/app-config.json`,
    { config: { access: { public: true } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return publicConfigFor(config, hostOf(req));
    },
  );

  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: config.webDist }, 'web app is not built; run `npm run build`');
    return;
  }
  const template = fs
    .readFileSync(indexFile, 'utf8')
    .replaceAll('"./assets/', `"${base}/assets/`)
    .replaceAll('"./', `"${base}/`);
  const pages = new Map<string, string>();
  const renderIndex = (host: string) => {
    let html = pages.get(host);
    if (!html) {
      const meta = `<meta name="portal-config" content="${escapeAttr(JSON.stringify(publicConfigFor(config, host)))}">`;
      html = template.replace('<!-- portal-config -->', meta);
      if (pages.size < 50) pages.set(host, html);
    }
    return html;
  };

  await app.register(fastifyStatic, {
    root: config.webDist,
    prefix: `${base}/`,
    // One route for every file: a route per file (wildcard: false) lists the folder and adds ~220
    // routes at each start (~60 ms). A path with no file, and a folder's (`/`, `/assets/`), goes
    // on to the not-found handler below: the web app's page, or a 404.
    wildcard: true,
    allowedPath: (pathName) => !pathName.endsWith('/'),
    index: false,
    decorateReply: false,
    // The caching below is ours: left on, send() replaced it with `max-age=0` on every file.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const reserved = [`${base}/v2`, `${base}/oidc`, `${base}/translations`, `${base}/assets/`];
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    const underBase = base === '' || url === base || url.startsWith(`${base}/`);
    const wantsHtml = (req.headers.accept ?? '').includes('text/html') || !req.headers.accept;
    if (
      req.method === 'GET' &&
      underBase &&
      wantsHtml &&
      !reserved.some((r) => url.startsWith(r))
    ) {
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderIndex(hostOf(req)));
    }
    return sendError(reply, 404, `Route ${req.method} ${url} not found.`);
  });
}
