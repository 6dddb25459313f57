// Security headers: a strict Content-Security-Policy that still lets sign-in reach the issuers.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async (app) => {
    const { config } = app;
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
          styleSrc: ["'self'", "'unsafe-inline'"],
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
  },
  { name: 'helmet', dependencies: ['config'] },
);
