// Public HTML pages outside the API: the e-mail verification link, where a new user sets a first password.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, LOCALE_NAMES, PASSWORD_MIN, PASSWORD_SPECIALS } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { translator } from '../lib/locale-files.js';
import { brandLogoSvg, brandName } from '../oidc/brand-logos.js';
import { esc, pageContext, type PageContext } from '../oidc/pages.js';
import { BRANDS } from '../seed/catalog.js';
import { checkToken, setFirstPassword } from '../services/users/verification.js';
import { sendError } from '../lib/http-errors.js';

const t = translator('users');
const ASSETS = fileURLToPath(new URL('../../assets/', import.meta.url));
const STYLES = ['login.css', 'account.css'] as const;

function layout(ctx: PageContext, title: string, body: string): string {
  const { config, brandId, locale } = ctx;
  const theme = brandId === 3 ? 'corvid' : brandId === 4 ? 'kestrel' : 'atlas';
  const css = STYLES.map(
    (f) => `<link rel="stylesheet" href="${config.basePath}/account-assets/${f}">`,
  ).join('\n');
  const copyright = (BRANDS.find((b) => b.id === brandId) ?? BRANDS[0]).copyright;
  return `<!doctype html>
<html lang="${esc(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)} | ${esc(brandName(brandId))}</title>
${css}
</head>
<body class="brand-${theme} account">
<header class="top">${brandLogoSvg(brandId)}</header>
<main id="main" class="card">
${body}
</main>
<footer class="foot"><p>${esc(copyright)}</p></footer>
</body>
</html>`;
}

function passwordForm(ctx: PageContext, token: string, email: string, error?: string): string {
  const l = ctx.locale;
  const alert = error
    ? `<div class="alert" role="alert" id="password-error">${esc(error)}</div>`
    : '';
  const invalid = error
    ? ' aria-invalid="true" aria-describedby="password-error password-rules"'
    : ' aria-describedby="password-rules"';
  const rules = ['min', 'cases', 'digit', 'special', 'name']
    .map(
      (k) =>
        `<li>${esc(t(l, `account.rules.${k}`, { min: String(PASSWORD_MIN), specials: PASSWORD_SPECIALS }))}</li>`,
    )
    .join('');
  return layout(
    ctx,
    t(l, 'account.setTitle'),
    `<h1>${esc(t(l, 'account.setTitle'))}</h1>
<p class="intro">${esc(t(l, 'account.setIntro', { email }))}</p>
${alert}
<form method="post" action="${esc(ctx.config.basePath)}/account/verify" novalidate>
<input type="hidden" name="token" value="${esc(token)}">
<input type="hidden" name="ui_locale" value="${esc(l)}">
<input type="hidden" name="username" value="${esc(email)}" autocomplete="username">
<label for="password">${esc(t(l, 'account.password'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required maxlength="255"${invalid}>
<ul class="rules" id="password-rules">${rules}</ul>
<label for="confirm">${esc(t(l, 'account.confirm'))}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="255"${error ? ' aria-invalid="true" aria-describedby="password-error"' : ''}>
<button type="submit">${esc(t(l, 'account.submit'))}</button>
</form>
${languageForm(ctx, token)}`,
  );
}

function languageForm(ctx: PageContext, token: string): string {
  const l = ctx.locale;
  const options = LOCALES.map(
    (code) =>
      `<option value="${code}"${code === l ? ' selected' : ''} lang="${code}">${esc(LOCALE_NAMES[code])}</option>`,
  ).join('');
  return `<form method="get" class="lang" action="${esc(ctx.config.basePath)}/account/verify">
<input type="hidden" name="token" value="${esc(token)}">
<label for="lang">${esc(t(l, 'account.language'))}</label>
<select id="lang" name="ui_locales">${options}</select>
<button type="submit" class="secondary">${esc(t(l, 'account.applyLanguage'))}</button>
</form>`;
}

function messagePage(ctx: PageContext, key: 'invalid' | 'expired' | 'used' | 'done'): string {
  const l = ctx.locale;
  const portal = `${ctx.config.basePath}/`;
  const action = key === 'done' ? 'account.signIn' : 'account.toPortal';
  return layout(
    ctx,
    t(l, `account.${key}.title`),
    `<h1>${esc(t(l, `account.${key}.title`))}</h1>
<p class="intro">${esc(t(l, `account.${key}.text`))}</p>
<p><a class="button" href="${esc(portal)}">${esc(t(l, action))}</a></p>`,
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
        const body = (req.body ?? {}) as Record<string, unknown>;
        const field = (name: string) =>
          typeof body[name] === 'string' ? (body[name] as string) : '';
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
  });
}
