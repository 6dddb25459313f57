// Passkeys in the sign-in interaction: instead of the password (discoverable credentials, from
// the button or the e-mail field's autofill) or as the second step after it. The challenge is
// kept per interaction; the browser posts the answer as a form, so the provider's redirect follows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Provider from 'oidc-provider';
import { jsonField, passkeyAssertionSchema } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { clearFailures, recordLogin } from '../repositories/oidc/account-repository.js';
import { passkeysOf } from '../repositories/oidc/passkey-repository.js';
import { claimAttempt } from './accounts.js';
import type { LoginView } from './pages.js';
import { authenticationOptions, checkPasskey, relyingParty } from './passkeys.js';
import { pendingOf, type registerSecondStep } from './second-step.js';

type SecondStep = ReturnType<typeof registerSecondStep>;
type ShowLogin = (
  req: FastifyRequest,
  reply: FastifyReply,
  error?: LoginView['error'],
) => Promise<unknown>;

/** @simplewebauthn/browser's script bundle (global SimpleWebAuthnBrowser), read once. */
let browserBundle: string | undefined;
function webauthnBrowserBundle() {
  // The package exports its modules only; the bundle lies beside them in the package folder.
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  const dir = path.dirname(path.dirname(entry));
  return (browserBundle ??= fs.readFileSync(
    path.join(dir, 'dist/bundle/index.umd.min.js'),
    'utf8',
  ));
}

export function registerPasskeySignIn(
  scope: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    provider: Provider;
    mount: string;
    secondStep: SecondStep;
    showLogin: ShowLogin;
  },
) {
  const { config, db, provider, mount, secondStep, showLogin } = deps;
  const open = { config: { access: { public: true } } };
  const owner = (uid: string) => `interaction:${uid}`;

  scope.get('/oidc-assets/webauthn-browser.js', open, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(webauthnBrowserBundle()),
  );

  /** Options for the browser: any passkey of this host, or the person's own on the second step. */
  scope.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/passkey/options',
    open,
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const pending = pendingOf(details);
      if (pending && pending.step !== 'code')
        return reply.code(409).send({ message: 'This sign-in is past the passkey step.' });
      const allow = pending ? await passkeysOf(db.orm, pending.identityId) : undefined;
      const rp = relyingParty(config, req.headers.host);
      const options = await authenticationOptions(db, rp, owner(details.uid), allow);
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    '/oidc/interaction/:uid/passkey',
    open,
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const pending = pendingOf(details);
      const rp = relyingParty(config, req.headers.host);
      const answer = passkeyAssertionSchema.safeParse(
        jsonField(String(req.body?.credential ?? '').slice(0, 8192)),
      );

      if (pending?.step === 'code') {
        // As with codes: each try counts as a failed sign-in of the e-mail and address until one
        // succeeds, under the same throttle.
        const claim = await claimAttempt(db, pending.email, req.ip);
        if (!('id' in claim)) return secondStep.showStep(req, reply, details, pending, 'tooMany');
        const result = answer.success
          ? await checkPasskey(db, rp, owner(details.uid), answer.data, pending.identityId)
          : ({ ok: false, reason: 'invalid' } as const);
        if (!result.ok) {
          const error = result.reason === 'expired' ? 'passkeyExpired' : 'passkeyInvalid';
          return secondStep.showStep(req, reply, details, pending, error);
        }
        await clearFailures(db.orm, claim.id, pending.email, req.ip);
        return secondStep.finish(reply, req, pending.accountId, ['pwd', ...result.amr]);
      }
      if (pending) return reply.redirect(`${mount}/interaction/${details.uid}`, 303);

      // Instead of the password: the passkey names its owner.
      if (!answer.success) return showLogin(req, reply, 'passkeyInvalid');
      const result = await checkPasskey(db, rp, owner(details.uid), answer.data);
      if (!result.ok)
        return showLogin(
          req,
          reply,
          result.reason === 'inactive'
            ? 'inactive'
            : result.reason === 'expired'
              ? 'passkeyExpired'
              : 'passkeyInvalid',
        );
      await recordLogin(db.orm, result.identityId);
      return secondStep.finish(reply, req, result.subject, result.amr);
    },
  );
}
