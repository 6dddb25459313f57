// The sign-in's second step after a right password: a code of the authenticator app or a recovery
// code; or, for a person the MFA_REQUIRED policy covers who has no factor yet, setting one up.
// Between the steps the interaction itself (server side, bound to the browser's interaction
// cookie) remembers who gave the right password.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { ACR, mfaCovers, type Locale } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loadPrincipal } from '../services/access.js';
import { factorOwner, startTotp, totpOf } from '../repositories/oidc/second-factor-repository.js';
import { pageContext, ProviderPage, type PageContext } from './pages.js';
import { renderPage } from './page-layout.js';
import { CodeField, EnrolBlock, ErrorAlert, mfaText, RecoveryList } from './factor-views.js';
import {
  checkSecondStep,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrDataUri,
} from './second-factor.js';
import { brandName } from './brand-logos.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');

/** Who gave the right password, kept in the interaction until the second step is done. */
interface Pending {
  accountId: string;
  identityId: number;
  email: string;
  step: 'code' | 'setup' | 'done';
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
type StepError = 'wrong' | 'replay' | 'tooMany' | undefined;

const pendingOf = (details: Details) =>
  (details.result as { pendingLogin?: Pending } | undefined)?.pendingLogin;

async function remember(details: Details, pending: Pending) {
  details.result = { ...details.result, pendingLogin: pending };
  await details.save(Math.max(details.exp - Math.floor(Date.now() / 1000), 60));
}

const statusOf = (error: StepError) => (error === 'tooMany' ? 429 : error ? 400 : 200);
const errorText = (l: Locale, error: StepError) =>
  error === 'tooMany' ? login(l, 'tooMany') : error ? mfaText(l, `code.${error}`) : undefined;

function codePage(ctx: PageContext, action: string, error: StepError) {
  const l = ctx.locale;
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'code.title')}>
      <h1>{mfaText(l, 'code.title')}</h1>
      <p className="intro">{mfaText(l, 'code.intro')}</p>
      <ErrorAlert id="code-error" text={errorText(l, error)} />
      <form method="post" action={action} noValidate>
        <input type="hidden" name="ui_locale" value={l} />
        <CodeField locale={l} recovery errorId={error ? 'code-error' : undefined} />
        <button type="submit">{mfaText(l, 'code.submit')}</button>
      </form>
    </ProviderPage>,
  );
}

async function setupPage(
  ctx: PageContext,
  action: string,
  who: { email: string; secret: string },
  error: StepError,
) {
  const l = ctx.locale;
  const uri = otpauthUri(who.secret, who.email, brandName(ctx.brandId));
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'setup.title')}>
      <h1>{mfaText(l, 'setup.title')}</h1>
      <p className="intro">{mfaText(l, 'setup.requiredIntro')}</p>
      <ErrorAlert id="code-error" text={errorText(l, error)} />
      <EnrolBlock locale={l} qr={await qrDataUri(uri)} secret={groupedSecret(who.secret)} />
      <form method="post" action={action} noValidate>
        <input type="hidden" name="ui_locale" value={l} />
        <CodeField locale={l} errorId={error ? 'code-error' : undefined} />
        <button type="submit">{mfaText(l, 'setup.submit')}</button>
      </form>
    </ProviderPage>,
  );
}

function recoveryPage(ctx: PageContext, action: string, codes: string[]) {
  const l = ctx.locale;
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'recovery.title')}>
      <h1>{mfaText(l, 'recovery.title')}</h1>
      <RecoveryList locale={l} codes={codes} />
      <form method="post" action={action}>
        <button type="submit">{mfaText(l, 'recovery.continue')}</button>
      </form>
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
  const finish = async (
    reply: FastifyReply,
    req: FastifyRequest,
    accountId: string,
    mfa: boolean,
  ) => {
    reply.hijack();
    await provider.interactionFinished(
      req.raw,
      reply.raw,
      {
        login: {
          accountId,
          remember: true,
          amr: mfa ? ['pwd', 'otp'] : ['pwd'],
          acr: mfa ? ACR.multiFactor : ACR.password,
        },
      },
      { mergeWithLastSubmission: false },
    );
  };
  const url = (details: Details, step: string) => `${mount}/interaction/${details.uid}/${step}`;

  /** Where a right password leads: the code, the set-up, or straight into the portal. */
  const afterPassword = async (req: FastifyRequest, reply: FastifyReply, subject: string) => {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    const owner = await factorOwner(db.orm, subject);
    if (!owner) return finish(reply, req, subject, false);
    const pending = { accountId: subject, identityId: owner.id, email: owner.email };
    if (owner.hasTotp) {
      await remember(details, { ...pending, step: 'code' });
      return html(reply, 200, codePage(context(req, details), url(details, 'code'), undefined));
    }
    const principal = await loadPrincipal(db.orm, subject, config.idpKind);
    if (!mfaCovers(config.mfaRequired, principal?.features ?? [])) {
      return finish(reply, req, subject, false);
    }
    const secret = newTotpSecret();
    await startTotp(db.orm, owner.id, secret);
    await remember(details, { ...pending, step: 'setup' });
    const page = await setupPage(
      context(req, details),
      url(details, 'setup'),
      { email: owner.email, secret },
      undefined,
    );
    return html(reply, 200, page);
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
    if (result.ok && step === 'code') return finish(reply, req, pending.accountId, true);
    if (result.ok) {
      const codes = await newRecoveryCodes(db, pending.identityId);
      await remember(details, { ...pending, step: 'done' });
      return html(reply, 200, recoveryPage(ctx, url(details, 'continue'), codes));
    }
    const error = result.reason;
    if (step === 'code')
      return html(reply, statusOf(error), codePage(ctx, url(details, 'code'), error));
    const factor = await totpOf(db.orm, pending.identityId);
    const page = await setupPage(
      ctx,
      url(details, 'setup'),
      { email: pending.email, secret: factor?.secret ?? '' },
      error,
    );
    return html(reply, statusOf(error), page);
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
      return finish(reply, req, pending.accountId, true);
    },
  );

  /** Password and code were given together (the slow-down's form): into the portal. */
  const afterBothFactors = (req: FastifyRequest, reply: FastifyReply, subject: string) =>
    finish(reply, req, subject, true);

  return { afterPassword, afterBothFactors };
}
