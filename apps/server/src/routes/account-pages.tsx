// Public HTML pages outside the API: the e-mail verification link, where a new user sets a first
// password, and (account-security.tsx) the password and security page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MIN } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { translator } from '../lib/locale-files.js';
import {
  ACCOUNT_STYLES as STYLES,
  AccountPage,
  NewPasswordFields,
  renderPage,
} from '../oidc/page-layout.js';
import { AccountLanguageForm, formField } from './account-frame.js';
import { pageContext, type PageContext } from '../oidc/pages.js';
import { registerSecurityPage } from './account-security.js';
import { registerFactorPage } from './account-factors.js';
import { registerPasskeyPage } from './account-passkeys.js';
import { registerResetPages } from './account-reset.js';
import { checkToken, setFirstPassword } from '../services/users/verification.js';
import { sendError } from '../lib/http-errors.js';

const t = translator('users');
const ASSETS = fileURLToPath(new URL('../../assets/', import.meta.url));

function passwordForm(ctx: PageContext, token: string, email: string, error?: string): string {
  const l = ctx.locale;
  const errorId = error ? 'password-error' : undefined;
  return renderPage(
    <AccountPage ctx={ctx} title={t(l, 'account.setTitle')}>
      <h1>{t(l, 'account.setTitle')}</h1>
      <p className="intro">{t(l, 'account.setIntro', { email })}</p>
      {error && (
        <div className="alert" role="alert" id="password-error">
          {error}
        </div>
      )}
      <form method="post" action={`${ctx.config.basePath}/account/verify`} noValidate>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="ui_locale" value={l} />
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <NewPasswordFields locale={l} errorId={errorId} />
        <button type="submit">{t(l, 'account.submit')}</button>
      </form>
      <AccountLanguageForm
        locale={l}
        action={`${ctx.config.basePath}/account/verify`}
        hidden={{ token }}
      />
    </AccountPage>,
  );
}

function messagePage(ctx: PageContext, key: 'invalid' | 'expired' | 'used' | 'done'): string {
  const l = ctx.locale;
  const action = key === 'done' ? 'account.signIn' : 'account.toPortal';
  return renderPage(
    <AccountPage ctx={ctx} title={t(l, `account.${key}.title`)}>
      <h1>{t(l, `account.${key}.title`)}</h1>
      <p className="intro">{t(l, `account.${key}.text`)}</p>
      <p>
        <a className="button" href={`${ctx.config.basePath}/`}>
          {t(l, action)}
        </a>
      </p>
    </AccountPage>,
  );
}

export async function registerAccountPages(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
) {
  const { db, config } = deps;
  const base = config.basePath;
  const css = new Map(STYLES.map((f) => [f, fs.readFileSync(`${ASSETS}${f}`, 'utf8')]));

  const context = (req: FastifyRequest, locale: unknown) =>
    pageContext(config, `http://${req.hostname}/`, locale, req.headers['accept-language']);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get<{ Params: { file: string } }>(
    `${base}/account-assets/:file`,
    { config: { access: { public: true } } },
    async (req, reply) => {
      const body = css.get(req.params.file as (typeof STYLES)[number]);
      if (!body) return sendError(reply, 404, 'No such file.');
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get(
      `${base}/account/verify`,
      { config: { access: { public: true } } },
      async (req, reply) => {
        const query = req.query as Record<string, unknown>;
        const ctx = context(req, query.ui_locales);
        const token = typeof query.token === 'string' ? query.token.slice(0, 200) : '';
        const state = await checkToken(db.orm, token);
        if (!state.ok)
          return html(
            reply,
            state.reason === 'invalid' ? 404 : 410,
            messagePage(ctx, state.reason),
          );
        return html(reply, 200, passwordForm(ctx, token, state.email));
      },
    );

    scope.post(
      `${base}/account/verify`,
      { config: { access: { public: true } } },
      async (req, reply) => {
        const field = formField(req);
        const ctx = context(req, field('ui_locale'));
        const token = field('token').slice(0, 200);
        const result = await setFirstPassword(
          db,
          token,
          field('password').slice(0, 1000),
          field('confirm').slice(0, 1000),
        );
        if (result.ok) return html(reply, 200, messagePage(ctx, 'done'));
        if (result.reason === 'invalid' || result.reason === 'expired' || result.reason === 'used')
          return html(
            reply,
            result.reason === 'invalid' ? 404 : 410,
            messagePage(ctx, result.reason),
          );
        const state = await checkToken(db.orm, token);
        const key =
          result.reason === 'mismatch' ? 'validation.equalTo' : `validation.${result.reason}`;
        const message = t(ctx.locale, key, { max: '255', min: String(PASSWORD_MIN) });
        return html(reply, 400, passwordForm(ctx, token, state.ok ? state.email : '', message));
      },
    );

    await registerSecurityPage(scope, { db, config, context, html });
    await registerFactorPage(scope, { db, config, context, html });
    await registerPasskeyPage(scope, { db, config, context, html });
    await registerResetPages(scope, {
      db,
      config,
      mailer: app.mailer,
      context,
      html,
      log: (err) => app.log.error({ err }, 'password reset mail failed'),
    });
  });
}
