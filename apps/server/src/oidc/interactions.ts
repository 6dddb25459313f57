// Fastify routes of the embedded provider: the login interaction, the account page and the provider itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fileURLToPath } from 'node:url';
import type Provider from 'oidc-provider';
import { loginEmailSchema } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { signIn } from './accounts.js';
import { signInWithCode } from './second-factor.js';
import { logProviderErrors, refuseNulQuery } from './input-guard.js';
import { answerUnavailable } from './unavailable.js';
import { writeBehind } from './write-behind.js';
import { pageContext, renderAccountPage, renderLoginPage } from './pages.js';
import { registerSecondStep } from './second-step.js';
import { registerPasskeySignIn } from './passkey-step.js';

const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self' http: https:; base-uri 'none'",
};

/**
 * The provider (Koa with `proxy` on) reads the client's address, host and protocol from forwarded
 * headers; it gets the address Fastify derived under TRUST_PROXY, and the host and protocol of
 * PUBLIC_URL, so that every URL it builds (discovery, forms, redirects) is the portal's own, never
 * one a client or proxy named (a client's own headers are dropped).
 */
export function forwardedForProvider(req: FastifyRequest, publicUrl: URL) {
  const headers = req.raw.headers;
  delete headers.forwarded;
  headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
}

export async function registerOidc(
  app: FastifyInstance,
  config: Config,
  db: Database,
  provider: Provider,
) {
  const mount = `${config.basePath}/oidc`;
  // Before the callback: Koa composes the provider's middleware when it is made.
  answerUnavailable(provider, config);
  writeBehind(provider, db);
  const callback = provider.callback();
  const publicUrl = new URL(config.publicUrl);
  logProviderErrors(provider, app.log);

  await app.register(fastifyStatic, {
    root: ASSETS_DIR,
    prefix: `${config.basePath}/oidc-assets/`,
    decorateReply: false,
    maxAge: '1d',
  });

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (req) => forwardedForProvider(req, publicUrl));
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8192 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      const showLogin = async (
        req: FastifyRequest,
        reply: FastifyReply,
        error?: Parameters<typeof renderLoginPage>[1]['error'],
        email?: string,
      ) => {
        // The slow-down's form asks for the code with the password (second-factor.ts, signInWithCode).
        const withCode = error === 'slowedDown' || error === 'codeOrPassword';
        const details = await provider.interactionDetails(req.raw, reply.raw);
        const query = req.query as Record<string, unknown>;
        const body = (req.body ?? {}) as Record<string, unknown>;
        const ctx = pageContext(
          config,
          details.params.redirect_uri,
          query.ui_locales ?? body.ui_locale ?? details.params.ui_locales,
          req.headers['accept-language'],
        );
        const status = error === 'tooMany' || error === 'slowedDown' ? 429 : error ? 400 : 200;
        return reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage(ctx, {
              action: `${mount}/interaction/${details.uid}/login`,
              error,
              email,
              withCode,
              passkey: {
                action: `${mount}/interaction/${details.uid}/passkey`,
                options: `${mount}/interaction/${details.uid}/passkey/options`,
              },
            }),
          );
      };

      scope.get<{ Params: { uid: string } }>(
        '/oidc/interaction/:uid',
        { config: { access: { public: true } } },
        async (req, reply) => {
          const details = await provider.interactionDetails(req.raw, reply.raw);
          if (details.prompt.name === 'login') return showLogin(req, reply);
          // First-party client: any other prompt (consent) is granted by loadExistingGrant; finish it.
          reply.hijack();
          await provider.interactionFinished(
            req.raw,
            reply.raw,
            { consent: {} },
            { mergeWithLastSubmission: true },
          );
        },
      );

      const secondStep = registerSecondStep(scope, { config, db, provider, mount });
      registerPasskeySignIn(scope, { config, db, provider, mount, secondStep, showLogin });

      scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
        '/oidc/interaction/:uid/login',
        { config: { access: { public: true } } },
        async (req, reply) => {
          // The shared rule (no NUL, no lone surrogate): such an address is wrong credentials.
          const typed = loginEmailSchema.safeParse(String(req.body?.email ?? ''));
          const email = typed.success ? typed.data : '';
          const password = String(req.body?.password ?? '').slice(0, 255);
          const code = String(req.body?.code ?? '').slice(0, 40);
          if (!typed.success) return showLogin(req, reply, code ? 'codeOrPassword' : 'invalid');
          if (!email || !password) return showLogin(req, reply, 'required', email);
          if (code) {
            // Password and code at once (the slow-down's form): one answer for any wrong part.
            const both = await signInWithCode(db, email, password, code, req.ip);
            if (both.ok) return secondStep.afterBothFactors(req, reply, both.subject);
            const error = both.reason === 'invalid' ? 'codeOrPassword' : both.reason;
            return showLogin(req, reply, error, email);
          }
          const result = await signIn(db, email, password, req.ip);
          if (!result.ok && result.slowedDown) return showLogin(req, reply, 'slowedDown', email);
          if (!result.ok) return showLogin(req, reply, result.reason, email);
          // The second factor's code or set-up (second-step.tsx), or straight into the portal.
          return secondStep.afterPassword(req, reply, result.subject);
        },
      );

      scope.get('/oidc/account', { config: { access: { public: true } } }, async (req, reply) => {
        const ctx = pageContext(
          config,
          `${config.publicUrl}`,
          (req.query as Record<string, unknown>).ui_locales,
          req.headers['accept-language'],
        );
        return reply.type('text/html; charset=utf-8').send(renderAccountPage(ctx));
      });
    },
    { prefix: config.basePath },
  );

  // Everything else under /oidc is the provider itself; it reads the body on its own.
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (req) => forwardedForProvider(req, publicUrl));
      scope.addHook('preHandler', refuseNulQuery(config));
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      const handler = (req: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = req.raw as typeof req.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(mount.length) || '/';
        for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.raw.setHeader(k, v);
        callback(raw, reply.raw);
      };
      scope.all('/oidc/*', { config: { access: { public: true } } }, handler);
    },
    { prefix: config.basePath },
  );
}
