// Security headers of every answer (@fastify/helmet: the content security policy, HSTS behind
// HTTPS, no framing), the request id, and no caching of API answers.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

/**
 * The only inline <style> the web app gets: react-aria's usePress adds this rule once (checked in
 * Chromium: without its hash the browser blocks it and reports a CSP violation).
 */
const REACT_ARIA_PRESSABLE_CSS =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
const INLINE_STYLE_HASHES = [REACT_ARIA_PRESSABLE_CSS].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);

async function securityHeaders(app: FastifyInstance) {
  const { config } = app;
  const apiPrefix = `${config.basePath}/v2`;
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers hold personal data: no cache keeps them, unless a route chose its own caching.
    if (req.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  const https = config.publicUrl.startsWith('https:');
  const issuerOrigins = [config.issuer, ...config.hostClients.map((h) => h.issuer)].map(
    (u) => new URL(u).origin,
  );
  const connect = [...new Set(["'self'", ...config.allowedOrigins, ...issuerOrigins])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline styles: pages use stylesheets and classes; React's style props go through the
        // CSSOM, which the policy does not govern. The one inline <style> is react-aria's, by hash.
        styleSrc: ["'self'", ...INLINE_STYLE_HASHES],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        // The login form's answer redirects to the web app's callback on any allowed origin.
        formAction: [...new Set(["'self'", ...issuerOrigins, ...config.allowedOrigins])],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeaders, { name: 'helmet', dependencies: ['config'] });
