// The sign-in's second step after a right password: a passkey, a code of the authenticator app or
// a recovery code; or, for a person the MFA_REQUIRED policy covers who has no factor yet, setting one up.
// Between the steps the interaction itself (server side, bound to the browser's interaction
// cookie) remembers who gave the right password.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { ACR, hasSecondFactor, mfaCovers, type Locale } from '@portal/shared';
import { featuresOf } from '../auth/principal.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import {
  factorOwner,
  startTotp,
  totpOf,
  unusedRecoveryCodes,
} from '../repositories/oidc/second-factor-repository.js';
import { setupPage, recoveryPage } from './setup-page.js';
import { pageContext, ProviderPage, type PageContext } from './pages.js';
import { renderPage } from './page-layout.js';
import { PasskeyButton, passkeyText } from './passkey-views.js';
import { relyingParty } from './passkeys.js';
import { CodeField, ErrorAlert, mfaText } from './factor-views.js';
import { checkSecondStep, newRecoveryCodes, newTotpSecret } from './second-factor.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');

/** The second steps a person can take: an app's code, a passkey, a recovery code. */
interface Methods {
  totp: boolean;
  passkey: boolean;
  recovery: boolean;
}

/** Who gave the right password, kept in the interaction until the second step is done. */
interface Pending {
  accountId: string;
  identityId: number;
  email: string;
  step: 'code' | 'setup' | 'done';
  methods?: Methods;
  /** After the set-up: how the person signed in (the factor just set up). */
  amr?: string[];
}

export type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
export type StepError =
  'wrong' | 'replay' | 'tooMany' | 'passkeyInvalid' | 'passkeyExpired' | undefined;

export const pendingOf = (details: Details) =>
  (details.result as { pendingLogin?: Pending } | undefined)?.pendingLogin;

async function remember(details: Details, pending: Pending) {
  details.result = { ...details.result, pendingLogin: pending };
  await details.save(Math.max(details.exp - Math.floor(Date.now() / 1000), 60));
}

const statusOf = (error: StepError) => (error === 'tooMany' ? 429 : error ? 400 : 200);
const errorText = (l: Locale, error: StepError) =>
  error === 'tooMany'
    ? login(l, 'tooMany')
    : error === 'passkeyInvalid' || error === 'passkeyExpired'
      ? passkeyText(l, error === 'passkeyInvalid' ? 'login.invalid' : 'login.expired')
      : error
        ? mfaText(l, `code.${error}`)
        : undefined;

/** The second step: a passkey, and the code field when the person has an app or recovery codes. */
function codePage(ctx: PageContext, urls: (step: string) => string, m: Methods, error: StepError) {
  const l = ctx.locale;
  const errorId = error ? 'code-error' : undefined;
  const codes = m.totp || m.recovery;
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'code.title')}>
      <h1>{mfaText(l, 'code.title')}</h1>
      {m.passkey && <p className="intro">{passkeyText(l, 'step.passkeyIntro')}</p>}
      {m.passkey && (
        <PasskeyButton
          locale={l}
          mode="step"
          action={urls('passkey')}
          options={urls('passkey/options')}
          basePath={ctx.config.basePath}
        />
      )}
      {codes && (
        <p className="intro">
          {m.totp ? mfaText(l, 'code.intro') : passkeyText(l, 'step.recoveryIntro')}
        </p>
      )}
      <ErrorAlert id="code-error" text={errorText(l, error)} />
      {codes && (
        <form method="post" action={urls('code')} noValidate>
          <input type="hidden" name="ui_locale" value={l} />
          <CodeField locale={l} recovery recoveryOnly={!m.totp} errorId={errorId} />
          <button type="submit">{mfaText(l, 'code.submit')}</button>
        </form>
      )}
    </ProviderPage>,
  );
}

export function registerSecondStep(
  scope: FastifyInstance,
  deps: { config: Config; db: Database; provider: Provider; mount: string },
) {
  const { config, db, provider, mount } = deps;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const context = (req: FastifyRequest, details: Details) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return pageContext(
      config,
      details.params.redirect_uri,
      body.ui_locale ?? details.params.ui_locales,
      req.headers['accept-language'],
    );
  };
  /** Ends the interaction signed in; amr says how (RFC 8176), acr whether with a second factor. */
  const finish = async (
    reply: FastifyReply,
    req: FastifyRequest,
    accountId: string,
    amr: string[],
  ) => {
    reply.hijack();
    await provider.interactionFinished(
      req.raw,
      reply.raw,
      {
        login: {
          accountId,
          remember: true,
          amr,
          acr: hasSecondFactor(amr) ? ACR.multiFactor : ACR.password,
        },
      },
      { mergeWithLastSubmission: false },
    );
  };
  const url = (details: Details, step: string) => `${mount}/interaction/${details.uid}/${step}`;
  const methodsOf = (pending: Pending): Methods =>
    pending.methods ?? { totp: true, passkey: false, recovery: true };
  /** The second step's page again, with what went wrong. */
  const showStep = (
    req: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    pending: Pending,
    error: StepError,
  ) =>
    html(
      reply,
      statusOf(error),
      codePage(context(req, details), (s) => url(details, s), methodsOf(pending), error),
    );

  /** The set-up's page (again), with what went wrong with the passkey or the app's code. */
  const showSetup = async (
    req: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    pending: Pending,
    error: Parameters<typeof setupPage>[3],
    status = error ? 400 : 200,
  ) => {
    const factor = await totpOf(db.orm, pending.identityId);
    const who = { email: pending.email, secret: factor?.secret ?? '' };
    const page = await setupPage(context(req, details), (s) => url(details, s), who, error);
    return html(reply, status, page);
  };
  /** After the set-up: the recovery codes once, then the portal signed in with `pending.amr`. */
  const showRecovery = async (
    req: FastifyRequest,
    reply: FastifyReply,
    details: Details,
    pending: Pending & { amr: string[] },
    codes: string[],
  ) => {
    await remember(details, { ...pending, step: 'done' });
    const page = recoveryPage(context(req, details), url(details, 'continue'), codes);
    return html(reply, 200, page);
  };

  /** Where a right password leads: the code, the set-up, or straight into the portal. */
  const afterPassword = async (req: FastifyRequest, reply: FastifyReply, subject: string) => {
    const owner = await factorOwner(db.orm, subject);
    // Straight into the portal reads the interaction once, in interactionFinished; the second
    // step reads it here.
    if (!owner) return finish(reply, req, subject, ['pwd']);
    const details = () => provider.interactionDetails(req.raw, reply.raw);
    const pending = { accountId: subject, identityId: owner.id, email: owner.email };
    // Passkeys of this host only: one of another host (its own relying party) cannot answer here.
    const rp = relyingParty(config, req.headers.host);
    const passkey = owner.passkeyParties.includes(rp.id);
    if (owner.hasTotp || passkey) {
      const methods = {
        totp: owner.hasTotp,
        passkey,
        recovery: owner.hasTotp || (await unusedRecoveryCodes(db.orm, owner.id)) > 0,
      };
      const code = { ...pending, step: 'code' as const, methods };
      const interaction = await details();
      await remember(interaction, code);
      return showStep(req, reply, interaction, code, undefined);
    }
    // The features as the principal has them; none for an inactive account.
    const features = owner.status === 'ACTIVE' ? featuresOf(owner, config.idpKind) : [];
    if (!mfaCovers(config.mfaRequired, features)) {
      return finish(reply, req, subject, ['pwd']);
    }
    const interaction = await details();
    const secret = newTotpSecret();
    await startTotp(db.orm, owner.id, secret);
    const setup = { ...pending, step: 'setup' as const };
    await remember(interaction, setup);
    return showSetup(req, reply, interaction, setup, undefined);
  };

  const open = { config: { access: { public: true } } };

  /** A code or recovery code typed on the second step (or the set-up's first code). */
  const typedCode = async (
    req: FastifyRequest<{ Body: Record<string, string> }>,
    reply: FastifyReply,
    step: 'code' | 'setup',
  ) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const pending = pendingOf(details);
    if (pending?.step !== step) return reply.redirect(`${mount}/interaction/${details.uid}`, 303);
    const ctx = context(req, details);
    const typed = String(req.body?.code ?? '').slice(0, 40);
    const result = await checkSecondStep(db, pending, typed, req.ip);
    if (result.ok && step === 'code') return finish(reply, req, pending.accountId, ['pwd', 'otp']);
    if (result.ok) {
      const codes = await newRecoveryCodes(db, pending.identityId);
      return showRecovery(req, reply, details, { ...pending, amr: ['pwd', 'otp'] }, codes);
    }
    const error = result.reason;
    if (step === 'code') return showStep(req, reply, details, pending, error);
    const text = errorText(ctx.locale, error) ?? '';
    return showSetup(req, reply, details, pending, { text, on: 'app' }, statusOf(error));
  };

  scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    '/oidc/interaction/:uid/code',
    open,
    (req, reply) => typedCode(req, reply, 'code'),
  );
  scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
    '/oidc/interaction/:uid/setup',
    open,
    (req, reply) => typedCode(req, reply, 'setup'),
  );
  scope.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/continue',
    open,
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const pending = pendingOf(details);
      if (pending?.step !== 'done')
        return reply.redirect(`${mount}/interaction/${details.uid}`, 303);
      return finish(reply, req, pending.accountId, pending.amr ?? ['pwd', 'otp']);
    },
  );

  /** Password and code were given together (the slow-down's form): into the portal. */
  const afterBothFactors = (req: FastifyRequest, reply: FastifyReply, subject: string) =>
    finish(reply, req, subject, ['pwd', 'otp']);

  /** The language of the interaction's pages. */
  const localeOf = (req: FastifyRequest, details: Details) => context(req, details).locale;

  return {
    afterPassword,
    afterBothFactors,
    finish,
    showStep,
    showSetup,
    showRecovery,
    localeOf,
  };
}
