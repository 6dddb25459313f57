// Passkeys in the sign-in interaction: instead of the password (discoverable credentials, from
// the button or the e-mail field's autofill), as the second step after it, or made at the set-up
// required action. The challenge is kept per interaction (per person for a new passkey); the
// browser posts the answer as a form, so the provider's redirect follows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Provider from 'oidc-provider';
import {
  jsonField,
  passkeyAssertionSchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
} from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { clearFailures, recordLogin } from '../repositories/oidc/account-repository.js';
import { passkeysOf } from '../repositories/oidc/passkey-repository.js';
import { claimAttempt } from './accounts.js';
import type { LoginView } from './pages.js';
import { authenticationOptions, checkPasskey, relyingParty } from './passkeys.js';
import { pendingOf, type Details, type registerSecondStep } from './second-step.js';
import { passkeyText } from './passkey-views.js';
import { accountOwner } from '../services/account/account-owner.js';
import { addPasskey, newPasskeyOptions } from '../services/account/passkeys.js';

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

  /** The person at the set-up step of this interaction, who may add a passkey. */
  const settingUp = async (details: Details) => {
    const pending = pendingOf(details);
    if (pending?.step !== 'setup') return undefined;
    const who = await accountOwner(db, pending.accountId);
    return who && { pending, who };
  };

  scope.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/setup/passkey/options',
    open,
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const at = await settingUp(details);
      if (!at) return reply.code(409).send({ message: 'This sign-in is not at the set-up.' });
      const rp = relyingParty(config, req.headers.host);
      const options = await newPasskeyOptions(db, rp, at.who);
      return reply.header('cache-control', 'no-store').send(options);
    },
  );

  /** The set-up with a passkey: stored, then the recovery codes once, then the portal. */
  scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    '/oidc/interaction/:uid/setup/passkey',
    open,
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const at = await settingUp(details);
      if (!at) return reply.redirect(`${mount}/interaction/${details.uid}`, 303);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const l = secondStep.localeOf(req, details);
      const refuse = (key: string) =>
        secondStep.showSetup(req, reply, details, at.pending, {
          text: passkeyText(l, `account.${key}`),
          on: 'passkey',
        });
      const name = passkeyNameSchema.safeParse(String(body.name ?? '').slice(0, 1000));
      if (!name.success) return refuse('nameInvalid');
      const raw = String(body.credential ?? '').slice(0, 8192);
      if (!raw) return refuse('unsupported');
      const answer = passkeyRegistrationSchema.safeParse(jsonField(raw));
      if (!answer.success) return refuse('invalid');
      const given = name.data || passkeyText(l, 'account.defaultName', { number: '1' });
      const rp = relyingParty(config, req.headers.host);
      const added = await addPasskey(db, rp, at.who, answer.data, given);
      if (!added.ok) return refuse(added.reason);
      const signedIn = { ...at.pending, amr: ['pwd', ...added.amr] };
      if (!added.codes) return secondStep.finish(reply, req, signedIn.accountId, signedIn.amr);
      return secondStep.showRecovery(req, reply, details, signedIn, added.codes);
    },
  );
}
