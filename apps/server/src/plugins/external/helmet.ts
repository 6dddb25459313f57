// Security headers of every answer (helmet: the content security policy, HSTS behind HTTPS, no
// framing), the request id, and no caching of API answers.
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The only inline <style> the web app gets: react-aria's usePress adds this rule once (checked in
 * Chromium: without its hash the browser blocks it and reports a CSP violation).
 */
const REACT_ARIA_PRESSABLE_CSS =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
const INLINE_STYLE_HASHES = [REACT_ARIA_PRESSABLE_CSS].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);

/**
 * The headers helmet's middleware sets, taken once: they depend on the options only (no nonces).
 * @fastify/helmet built the middleware anew for every request (parsing the policy each time),
 * about 7% of the server's CPU time under load on the home calls; these are the same headers.
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // Only X-Powered-By, which Fastify never sets.
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

async function securityHeaders(app: FastifyInstance) {
  const { config } = app;
  const apiPrefix = `${config.basePath}/v2/`;
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    // API answers hold personal data: no cache keeps them, unless a route chose its own caching.
    if (req.url.startsWith(apiPrefix) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const https = config.publicUrl.startsWith('https:');
  const issuerOrigins = [config.issuer, ...config.hostClients.map((h) => h.issuer)].map(
    (u) => new URL(u).origin,
  );
  const connect = [...new Set(["'self'", ...config.allowedOrigins, ...issuerOrigins])];
  const headers = headersOf(
    helmet({
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
    }),
  );
  // On the raw answer, as early as helmet's own hook: answers Fastify does not send get them too.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(securityHeaders, { name: 'helmet', dependencies: ['config'] });
