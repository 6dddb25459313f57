// The account page "authenticator app and recovery codes" (/account/security/authenticator): the
// person signed in at the provider in this browser sets up an app (QR code or typed key, confirmed
// by a first code) or removes it, and renews the recovery codes of their second factors, app or
// passkeys alike; renewing and removing take a current code or one of the person's passkeys.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@portal/shared';
import { renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { brandName } from '../oidc/brand-logos.js';
import { CodeField, EnrolBlock, mfaText, RecoveryList } from '../oidc/factor-views.js';
import { PasskeyButton, passkeyText } from '../oidc/passkey-views.js';
import { relyingParty } from '../oidc/passkeys.js';
import { checkSecondStep, groupedSecret, otpauthUri, qrDataUri } from '../oidc/second-factor.js';
import type { AccountOwner } from '../services/account/account-owner.js';
import {
  confirmationOptions,
  confirmChange,
  factorState,
  firstFactorCodes,
  pendingAppSecret,
  removeApp,
  renewRecoveryCodes,
  startApp,
  type Confirmation,
} from '../services/account/second-factors.js';
import { AccountSubPage, registerAccountSubPage, type AccountPageDeps } from './account-frame.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');

interface Status {
  kind: 'status';
  hasTotp: boolean;
  /** The person has a passkey of this host (one that can confirm a change here). */
  passkeyHere: boolean;
  /** The person has a passkey of any host. */
  hasPasskey: boolean;
  remaining: number;
  notice?: string;
  error?: string;
}

type View =
  | Status
  | { kind: 'enrol'; qr: string; secret: string; error?: string }
  | { kind: 'codes'; codes: string[] };

function ActionForm(p: {
  ctx: PageContext;
  action: string;
  label: string;
  /** Which code the form asks for, if any. */
  code?: 'app' | 'recovery';
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
      {p.code && (
        <CodeField
          locale={l}
          id={`code-${p.action}`}
          recovery
          recoveryOnly={p.code === 'recovery'}
          errorId={p.error ? 'factor-error' : undefined}
        />
      )}
      <button type="submit" className={p.secondary ? 'secondary' : undefined}>
        {p.label}
      </button>
    </form>
  );
}

/** New recovery codes, confirmed by a code of the app, a passkey, or an unused recovery code. */
function RenewCodes(p: { ctx: PageContext; view: Status }) {
  const l = p.ctx.locale;
  const v = p.view;
  const path = `${p.ctx.config.basePath}/account/security/authenticator`;
  const codeForm = v.hasTotp || v.remaining > 0;
  return (
    <>
      <h2>{mfaText(l, 'account.regenerateTitle')}</h2>
      <p>{mfaText(l, 'account.remaining', { count: String(v.remaining) })}</p>
      {v.passkeyHere && (
        <>
          <p>
            {mfaText(l, codeForm ? 'account.renewWithPasskey' : 'account.renewWithPasskeyOnly')}
          </p>
          <PasskeyButton
            locale={l}
            mode="step"
            action={path}
            options={`${path}/options`}
            basePath={p.ctx.config.basePath}
            fields={{ action: 'regenerate' }}
          />
        </>
      )}
      {codeForm && (
        <ActionForm
          ctx={p.ctx}
          action="regenerate"
          label={mfaText(l, 'account.regenerate')}
          code={v.hasTotp ? 'app' : 'recovery'}
          error={Boolean(v.error)}
        />
      )}
    </>
  );
}

function StatusBody(p: { ctx: PageContext; view: Status }) {
  const l = p.ctx.locale;
  const v = p.view;
  return (
    <>
      <p>{mfaText(l, v.hasTotp ? 'account.active' : 'account.none')}</p>
      {!v.hasTotp && <ActionForm ctx={p.ctx} action="start" label={mfaText(l, 'account.start')} />}
      {(v.hasTotp || v.hasPasskey) && <RenewCodes ctx={p.ctx} view={v} />}
      {v.hasTotp && (
        <>
          <h2>{mfaText(l, 'account.removeTitle')}</h2>
          <ActionForm
            ctx={p.ctx}
            action="remove"
            label={mfaText(l, 'account.remove')}
            code="app"
            secondary
            error={Boolean(v.error)}
          />
        </>
      )}
    </>
  );
}

function body(ctx: PageContext, view: View) {
  const l = ctx.locale;
  const base = ctx.config.basePath;
  switch (view.kind) {
    case 'enrol':
      return (
        <>
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
      return <StatusBody ctx={ctx} view={view} />;
  }
}

function page(ctx: PageContext, view: View) {
  const l = ctx.locale;
  const intro = { status: 'account.intro', enrol: 'setup.intro', codes: undefined }[view.kind];
  return renderPage(
    <AccountSubPage
      ctx={ctx}
      title={mfaText(l, 'account.title')}
      heading={view.kind === 'codes' ? mfaText(l, 'recovery.title') : undefined}
      path={`${ctx.config.basePath}/account/security/authenticator`}
      intro={intro && mfaText(l, intro)}
      notice={view.kind === 'status' ? view.notice : undefined}
      error={{ id: 'factor-error', text: view.kind === 'codes' ? undefined : view.error }}
    >
      {body(ctx, view)}
    </AccountSubPage>,
  );
}

const refusal = (l: Locale, reason: Extract<Confirmation, { ok: false }>['reason']) =>
  reason === 'tooMany'
    ? login(l, 'tooMany')
    : reason === 'passkeyInvalid'
      ? passkeyText(l, 'account.confirmInvalid')
      : reason === 'passkeyExpired'
        ? passkeyText(l, 'login.expired')
        : mfaText(l, `code.${reason}`);

const statusCode = (reason: string) => (reason === 'tooMany' ? 429 : 400);

export async function registerFactorPage(scope: FastifyInstance, deps: AccountPageDeps) {
  const { db, config, html } = deps;
  const rpOf = (req: FastifyRequest) => relyingParty(config, req.headers.host);

  const status = async (req: FastifyRequest, who: AccountOwner, extra: Partial<Status> = {}) => {
    const state = await factorState(db, who.id);
    return {
      kind: 'status',
      hasTotp: state.hasTotp,
      passkeyHere: state.passkeys.some((k) => k.rpId === rpOf(req).id),
      hasPasskey: state.passkeys.length > 0,
      remaining: state.remaining,
      ...extra,
    } satisfies View;
  };
  const enrolView = async (ctx: PageContext, email: string, secret: string, error?: string) =>
    ({
      kind: 'enrol',
      qr: await qrDataUri(otpauthUri(secret, email, brandName(ctx.brandId))),
      secret: groupedSecret(secret),
      error,
    }) satisfies View;

  registerAccountSubPage(scope, deps, {
    path: `${config.basePath}/account/security/authenticator`,
    title: (l) => mfaText(l, 'account.title'),
    page: async (req, ctx, who) => page(ctx, await status(req, who)),
    // A passkey that confirms new recovery codes.
    options: (req, who) => confirmationOptions(db, rpOf(req), who.id),
    post: async ({ req, reply, ctx, who, field }) => {
      const l = ctx.locale;
      const now = await status(req, who);
      const action = field('action', 100);

      if (action === 'start' && !now.hasTotp) {
        const secret = await startApp(db, who.id);
        return html(reply, 200, page(ctx, await enrolView(ctx, who.email, secret)));
      }
      if (action === 'confirm' && !now.hasTotp) {
        const pending = await pendingAppSecret(db, who.id);
        if (!pending) return html(reply, 400, page(ctx, now));
        const owner = { identityId: who.id, email: who.email };
        const check = await checkSecondStep(db, owner, field('code', 100), req.ip);
        if (!check.ok || check.method !== 'totp') {
          const error = refusal(l, check.ok ? 'wrong' : check.reason);
          const view = await enrolView(ctx, who.email, pending, error);
          return html(reply, check.ok ? 400 : statusCode(check.reason), page(ctx, view));
        }
        // The first factor comes with recovery codes; beside passkeys the codes stay as they were.
        const codes = await firstFactorCodes(db, who.id);
        if (codes) return html(reply, 200, page(ctx, { kind: 'codes', codes }));
        const notice = mfaText(l, 'account.added');
        return html(reply, 200, page(ctx, await status(req, who, { notice })));
      }
      const renew = action === 'regenerate' && (now.hasTotp || now.hasPasskey);
      if (renew || (action === 'remove' && now.hasTotp)) {
        const typed = { code: field('code', 100), credential: field('credential', 8192) };
        const check = await confirmChange(db, rpOf(req), who, typed, req.ip);
        if (!check.ok) {
          const view = await status(req, who, { error: refusal(l, check.reason) });
          return html(reply, statusCode(check.reason), page(ctx, view));
        }
        if (renew) {
          const codes = await renewRecoveryCodes(db, who);
          return html(reply, 200, page(ctx, { kind: 'codes', codes }));
        }
        const { keptCodes } = await removeApp(db, who);
        const notice = mfaText(l, keptCodes ? 'account.removedKeepCodes' : 'account.removed');
        return html(reply, 200, page(ctx, await status(req, who, { notice })));
      }
      return html(reply, 400, page(ctx, now));
    },
  });
}
