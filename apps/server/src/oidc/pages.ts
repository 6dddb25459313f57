// HTML pages of the embedded provider: login, sign-out confirmation, errors and the account page.
import { hostBrandId, LOCALES, LOCALE_NAMES, pickLocale, type Locale } from '@portal/shared';
import type { Config } from '../config.js';
import { translator } from '../lib/locale-files.js';
import { brandLogoSvg, brandName } from './brand-logos.js';
import { BRANDS } from '../seed/catalog.js';

const t = translator('login');

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageContext {
  config: Config;
  brandId: number;
  locale: Locale;
}

/** Brand from the address the user came from; language from ui_locales, else the browser's. */
export function pageContext(
  config: Config,
  redirectUri: unknown,
  uiLocales: unknown,
  acceptLanguage: string | undefined,
): PageContext {
  let host = new URL(config.publicUrl).hostname;
  if (typeof redirectUri === 'string' && URL.canParse(redirectUri))
    host = new URL(redirectUri).hostname;
  const candidates = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0]!.trim()),
  ].filter(Boolean);
  return { config, brandId: hostBrandId(host), locale: pickLocale(candidates) };
}

function layout(ctx: PageContext, title: string, body: string): string {
  const { config, brandId, locale } = ctx;
  const assets = `${config.basePath}/oidc-assets`;
  const theme = brandId === 3 ? 'corvid' : brandId === 4 ? 'kestrel' : 'atlas';
  return `<!doctype html>
<html lang="${esc(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | ${esc(brandName(brandId))}</title>
<link rel="icon" href="${assets}/favicon-${brandId}.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}/login.css">
</head>
<body class="brand-${theme}">
<header class="top">${brandLogoSvg(brandId)}</header>
<main id="main" class="card">
${body}
</main>
<footer class="foot"><p>${esc(brandCopyright(brandId))}</p></footer>
</body>
</html>`;
}

function brandCopyright(brandId: number): string {
  return (BRANDS.find((b) => b.id === brandId) ?? BRANDS[0]).copyright;
}

export interface LoginView {
  action: string;
  email?: string;
  error?: 'invalid' | 'inactive' | 'tooMany' | 'required';
}

export function renderLoginPage(ctx: PageContext, view: LoginView): string {
  const l = ctx.locale;
  const error = view.error
    ? `<div class="alert" role="alert" id="login-error">${esc(t(l, view.error))}</div>`
    : '';
  const describedBy = view.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const languages = LOCALES.map(
    (code) =>
      `<option value="${code}"${code === l ? ' selected' : ''} lang="${code}">${esc(LOCALE_NAMES[code])}</option>`,
  ).join('');
  return layout(
    ctx,
    t(l, 'pageTitle'),
    `<h1>${esc(t(l, 'heading', { brand: brandName(ctx.brandId) }))}</h1>
<p class="intro">${esc(t(l, 'intro'))}</p>
${error}
<form method="post" action="${esc(view.action)}" novalidate>
<input type="hidden" name="ui_locale" value="${esc(l)}">
<label for="email">${esc(t(l, 'email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="255" value="${esc(view.email ?? '')}"${describedBy}>
<label for="password">${esc(t(l, 'password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="255"${describedBy}>
<button type="submit">${esc(t(l, 'submit'))}</button>
</form>
<form method="get" class="lang">
<label for="lang">${esc(t(l, 'language'))}</label>
<select id="lang" name="ui_locales">${languages}</select>
<button type="submit" class="secondary">${esc(t(l, 'applyLanguage'))}</button>
</form>`,
  );
}

/**
 * The sign-out page. With the session's own id_token_hint (the web app's sign-out) a small script
 * submits the form at once; otherwise (a link from anywhere) the user confirms with the button.
 */
export function renderLogoutPage(ctx: PageContext, form: string, autoSubmit: boolean): string {
  const l = ctx.locale;
  // The provider's form carries the session's xsrf token and the id op.logoutForm.
  const id = 'op.logoutForm';
  const script = autoSubmit
    ? `<script src="${ctx.config.basePath}/oidc-assets/logout.js"></script>`
    : '';
  return layout(
    ctx,
    t(l, 'signOutTitle'),
    `<h1>${esc(t(l, 'signOutTitle'))}</h1>
<p>${esc(t(l, 'signOutText'))}</p>
${form}
<button type="submit" form="${id}" name="logout" value="yes">${esc(t(l, 'signOutButton'))}</button>
<p><a href="${esc(ctx.config.publicUrl + ctx.config.basePath)}/">${esc(t(l, 'signOutStay'))}</a></p>
${script}`,
  );
}

export function renderProviderError(
  config: Config,
  out: { error?: string; error_description?: string },
): string {
  const ctx: PageContext = { config, brandId: 1, locale: 'en' };
  return layout(
    ctx,
    t('en', 'errorTitle'),
    `<h1>${esc(t('en', 'errorTitle'))}</h1>
<p>${esc(t('en', 'errorText'))}</p>
<p class="detail"><code>${esc(out.error)}</code> ${esc(out.error_description)}</p>
<p><a href="${esc(config.publicUrl + config.basePath)}/">${esc(t('en', 'backToPortal'))}</a></p>`,
  );
}

export function renderAccountPage(ctx: PageContext): string {
  const l = ctx.locale;
  return layout(
    ctx,
    t(l, 'accountTitle'),
    `<h1>${esc(t(l, 'accountTitle'))}</h1>
<p>${esc(t(l, 'accountText'))}</p>
<p><a href="${esc(ctx.config.basePath)}/">${esc(t(l, 'backToPortal'))}</a></p>`,
  );
}
