// The account page "authenticator app" (/account/security/authenticator): the person signed in at
// the provider in this browser sets up an app (QR code or typed key, confirmed by a first code),
// gets new recovery codes or removes the app; the last two take a current code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AccountPage, LanguageForm, renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { brandName } from '../oidc/brand-logos.js';
import { sessionSubject } from '../oidc/browser-session.js';
import { CodeField, EnrolBlock, ErrorAlert, mfaText, RecoveryList } from '../oidc/factor-views.js';
import {
  checkSecondStep,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrDataUri,
  removeAuthenticator,
} from '../oidc/second-factor.js';
import {
  factorOwner,
  startTotp,
  totpOf,
  unusedRecoveryCodes,
} from '../repositories/oidc/second-factor-repository.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');
const users = translator('users');

type View =
  | { kind: 'signedOut' }
  | { kind: 'status'; hasTotp: boolean; remaining: number; notice?: string; error?: string }
  | { kind: 'enrol'; qr: string; secret: string; error?: string }
  | { kind: 'codes'; codes: string[] };

function ActionForm(p: {
  ctx: PageContext;
  action: string;
  label: string;
  withCode?: boolean;
  error?: boolean;
  secondary?: boolean;
}) {
  const l = p.ctx.locale;
  return (
    <form
      method="post"
      action={`${p.ctx.config.basePath}/account/security/authenticator`}
      noValidate
    >
      <input type="hidden" name="ui_locale" value={l} />
      <input type="hidden" name="action" value={p.action} />
      {p.withCode && (
        <>
          <label htmlFor={`code-${p.action}`}>{mfaText(l, 'code.labelWithRecovery')}</label>
          <input
            id={`code-${p.action}`}
            name="code"
            type="text"
            autoComplete="one-time-code"
            required
            maxLength={40}
            {...(p.error
              ? { 'aria-invalid': true as const, 'aria-describedby': 'factor-error' }
              : {})}
          />
        </>
      )}
      <button type="submit" className={p.secondary ? 'secondary' : undefined}>
        {p.label}
      </button>
    </form>
  );
}

function body(ctx: PageContext, view: View) {
  const l = ctx.locale;
  const base = ctx.config.basePath;
  switch (view.kind) {
    case 'signedOut':
      return (
        <>
          <p className="intro">{mfaText(l, 'account.signedOut')}</p>
          <p>
            <a className="button" href={`${base}/`}>
              {users(l, 'account.toPortal')}
            </a>
          </p>
        </>
      );
    case 'enrol':
      return (
        <>
          <p className="intro">{mfaText(l, 'setup.intro')}</p>
          <ErrorAlert id="factor-error" text={view.error} />
          <EnrolBlock locale={l} qr={view.qr} secret={view.secret} />
          <form method="post" action={`${base}/account/security/authenticator`} noValidate>
            <input type="hidden" name="ui_locale" value={l} />
            <input type="hidden" name="action" value="confirm" />
            <CodeField locale={l} errorId={view.error ? 'factor-error' : undefined} />
            <button type="submit">{mfaText(l, 'setup.submit')}</button>
          </form>
        </>
      );
    case 'codes':
      return (
        <>
          <RecoveryList locale={l} codes={view.codes} />
          <p>
            <a className="button" href={`${base}/account/security/authenticator?ui_locales=${l}`}>
              {mfaText(l, 'recovery.continue')}
            </a>
          </p>
        </>
      );
    case 'status':
      return (
        <>
          <p className="intro">{mfaText(l, 'account.intro')}</p>
          {view.notice && (
            <div className="notice" role="status">
              {view.notice}
            </div>
          )}
          <ErrorAlert id="factor-error" text={view.error} />
          {view.hasTotp ? (
            <>
              <p>{mfaText(l, 'account.active')}</p>
              <p>{mfaText(l, 'account.remaining', { count: String(view.remaining) })}</p>
              <h2>{mfaText(l, 'account.regenerateTitle')}</h2>
              <ActionForm
                ctx={ctx}
                action="regenerate"
                label={mfaText(l, 'account.regenerate')}
                withCode
                error={Boolean(view.error)}
              />
              <h2>{mfaText(l, 'account.removeTitle')}</h2>
              <ActionForm
                ctx={ctx}
                action="remove"
                label={mfaText(l, 'account.remove')}
                withCode
                secondary
                error={Boolean(view.error)}
              />
            </>
          ) : (
            <>
              <p>{mfaText(l, 'account.none')}</p>
              <ActionForm ctx={ctx} action="start" label={mfaText(l, 'account.start')} />
            </>
          )}
        </>
      );
  }
}

function page(ctx: PageContext, view: View) {
  const l = ctx.locale;
  const action = `${ctx.config.basePath}/account/security/authenticator`;
  return renderPage(
    <AccountPage ctx={ctx} title={mfaText(l, 'account.title')}>
      <h1>{mfaText(l, view.kind === 'codes' ? 'recovery.title' : 'account.title')}</h1>
      {body(ctx, view)}
      <p>
        <a href={`${ctx.config.basePath}/account/security?ui_locales=${l}`}>
          {login(l, 'security.linkText')}
        </a>
      </p>
      <LanguageForm
        locale={l}
        label={users(l, 'account.language')}
        apply={users(l, 'account.applyLanguage')}
        action={action}
      />
    </AccountPage>,
  );
}

const refusal = (l: Locale, reason: 'wrong' | 'replay' | 'tooMany') =>
  reason === 'tooMany' ? login(l, 'tooMany') : mfaText(l, `code.${reason}`);

/** What an account page of the second factors needs from the provider's page set-up. */
export interface AccountPageDeps {
  db: Database;
  config: Config;
  context: (req: FastifyRequest, locale: unknown) => PageContext;
  html: (reply: FastifyReply, status: number, body: string) => FastifyReply;
}

export async function registerFactorPage(scope: FastifyInstance, deps: AccountPageDeps) {
  const { db, context, html } = deps;
  const path = `${deps.config.basePath}/account/security/authenticator`;
  const open = { config: { access: { public: true } } };

  const owner = async (req: FastifyRequest) => {
    const subject = await sessionSubject(db, req);
    return subject ? factorOwner(db.orm, subject) : undefined;
  };
  const status = async (id: number, hasTotp: boolean, extra: Partial<View> = {}) =>
    ({
      kind: 'status',
      hasTotp,
      remaining: await unusedRecoveryCodes(db.orm, id),
      ...extra,
    }) as View;
  const enrolView = async (ctx: PageContext, email: string, secret: string, error?: string) =>
    ({
      kind: 'enrol',
      qr: await qrDataUri(otpauthUri(secret, email, brandName(ctx.brandId))),
      secret: groupedSecret(secret),
      error,
    }) as View;

  scope.get(path, open, async (req, reply) => {
    const ctx = context(req, (req.query as Record<string, unknown>).ui_locales);
    const who = await owner(req);
    if (!who) return html(reply, 200, page(ctx, { kind: 'signedOut' }));
    return html(reply, 200, page(ctx, await status(who.id, who.hasTotp)));
  });

  scope.post(path, open, async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const field = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, 100) : '';
    const ctx = context(req, field('ui_locale'));
    const l = ctx.locale;
    const who = await owner(req);
    if (!who) return html(reply, 401, page(ctx, { kind: 'signedOut' }));
    const action = field('action');

    if (action === 'start' && !who.hasTotp) {
      const secret = newTotpSecret();
      await startTotp(db.orm, who.id, secret);
      return html(reply, 200, page(ctx, await enrolView(ctx, who.email, secret)));
    }
    if (action === 'confirm' && !who.hasTotp) {
      const pending = await totpOf(db.orm, who.id);
      if (!pending) return html(reply, 400, page(ctx, await status(who.id, false)));
      const check = await checkSecondStep(
        db,
        { identityId: who.id, email: who.email },
        field('code'),
        req.ip,
      );
      if (!check.ok || check.method !== 'totp') {
        const error = refusal(l, check.ok ? 'wrong' : check.reason);
        const view = await enrolView(ctx, who.email, pending.secret, error);
        return html(
          reply,
          check.ok ? 400 : check.reason === 'tooMany' ? 429 : 400,
          page(ctx, view),
        );
      }
      return html(
        reply,
        200,
        page(ctx, { kind: 'codes', codes: await newRecoveryCodes(db, who.id) }),
      );
    }
    if ((action === 'regenerate' || action === 'remove') && who.hasTotp) {
      const check = await checkSecondStep(
        db,
        { identityId: who.id, email: who.email },
        field('code'),
        req.ip,
      );
      if (!check.ok) {
        const view = await status(who.id, true, { error: refusal(l, check.reason) });
        return html(reply, check.reason === 'tooMany' ? 429 : 400, page(ctx, view));
      }
      if (action === 'regenerate')
        return html(
          reply,
          200,
          page(ctx, { kind: 'codes', codes: await newRecoveryCodes(db, who.id, who.email) }),
        );
      await removeAuthenticator(db, who.id, who.email);
      return html(
        reply,
        200,
        page(ctx, await status(who.id, false, { notice: mfaText(l, 'account.removed') })),
      );
    }
    return html(reply, 400, page(ctx, await status(who.id, who.hasTotp)));
  });
}
