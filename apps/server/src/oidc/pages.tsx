// HTML pages of the embedded provider: login, sign-out confirmation, errors and the account page.
import type { ReactNode } from 'react';
import { hostBrandId, pickLocale, type Locale } from '@portal/shared';
import type { Config } from '../config.js';
import { translator } from '../lib/locale-files.js';
import { brandName } from './brand-logos.js';
import { CredentialFields, LanguageForm, Layout, renderPage } from './page-layout.js';
import { CodeField } from './factor-views.js';
import { PasskeyButton, passkeyText } from './passkey-views.js';

const t = translator('login');
const mfaText = translator('mfa');

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

export function ProviderPage({
  ctx,
  title,
  children,
}: {
  ctx: PageContext;
  title: string;
  children: ReactNode;
}) {
  const assets = `${ctx.config.basePath}/oidc-assets`;
  return (
    <Layout
      brandId={ctx.brandId}
      locale={ctx.locale}
      title={title}
      icon={`${assets}/favicon-${ctx.brandId}.svg`}
      stylesheets={[`${assets}/login.css`]}
    >
      {children}
    </Layout>
  );
}

export interface LoginView {
  action: string;
  email?: string;
  error?:
    | 'invalid'
    | 'inactive'
    | 'tooMany'
    | 'required'
    | 'slowedDown'
    | 'codeOrPassword'
    | 'passkeyInvalid'
    | 'passkeyExpired';
  /** The per-e-mail slow-down's form: the password goes with a code of the second factor. */
  withCode?: boolean;
  /** Where the passkey sign-in gets its options and posts its answer. */
  passkey?: { action: string; options: string };
}

const errorText = (l: Locale, error: NonNullable<LoginView['error']>) =>
  error === 'passkeyInvalid'
    ? passkeyText(l, 'login.invalid')
    : error === 'passkeyExpired'
      ? passkeyText(l, 'login.expired')
      : t(l, error);

export function renderLoginPage(ctx: PageContext, view: LoginView): string {
  const l = ctx.locale;
  const errorId = view.error ? 'login-error' : undefined;
  return renderPage(
    <ProviderPage ctx={ctx} title={t(l, 'pageTitle')}>
      <h1>{t(l, 'heading', { brand: brandName(ctx.brandId) })}</h1>
      <p className="intro">{t(l, 'intro')}</p>
      {view.error && (
        <div className="alert" role="alert" id="login-error">
          {errorText(l, view.error)}
        </div>
      )}
      <form method="post" action={view.action} noValidate>
        <input type="hidden" name="ui_locale" value={l} />
        <CredentialFields
          emailLabel={t(l, 'email')}
          emailAutoComplete="username webauthn"
          email={view.email ?? ''}
          passwordId="password"
          passwordLabel={t(l, 'password')}
          errorId={errorId}
        />
        {view.withCode && <CodeField locale={l} recovery errorId={errorId} />}
        <button type="submit">{t(l, 'submit')}</button>
      </form>
      {view.passkey && (
        <PasskeyButton
          locale={l}
          mode="login"
          action={view.passkey.action}
          options={view.passkey.options}
          basePath={ctx.config.basePath}
        />
      )}
      <p>
        <a href={`${ctx.config.basePath}/account/forgot?ui_locales=${l}`}>
          {mfaText(l, 'forgot.link')}
        </a>
      </p>
      <LanguageForm locale={l} label={t(l, 'language')} apply={t(l, 'applyLanguage')} />
    </ProviderPage>,
  );
}

/**
 * The sign-out page. With the session's own id_token_hint (the web app's sign-out) a small script
 * submits the form at once; otherwise (a link from anywhere) the user confirms with the button.
 */
export function renderLogoutPage(ctx: PageContext, form: string, autoSubmit: boolean): string {
  const l = ctx.locale;
  // The provider's form carries the session's xsrf token and the id op.logoutForm.
  return renderPage(
    <ProviderPage ctx={ctx} title={t(l, 'signOutTitle')}>
      <h1>{t(l, 'signOutTitle')}</h1>
      <p>{t(l, 'signOutText')}</p>
      {/* The provider's own form markup (its values are escaped by oidc-provider). */}
      <div dangerouslySetInnerHTML={{ __html: form }} />
      <button type="submit" form="op.logoutForm" name="logout" value="yes">
        {t(l, 'signOutButton')}
      </button>
      <p>
        <a href={`${ctx.config.publicUrl}${ctx.config.basePath}/`}>{t(l, 'signOutStay')}</a>
      </p>
      {autoSubmit ? <script src={`${ctx.config.basePath}/oidc-assets/logout.js`} /> : null}
    </ProviderPage>,
  );
}

export function renderProviderError(
  config: Config,
  out: { error?: string; error_description?: string },
): string {
  const ctx: PageContext = { config, brandId: 1, locale: 'en' };
  return renderPage(
    <ProviderPage ctx={ctx} title={t('en', 'errorTitle')}>
      <h1>{t('en', 'errorTitle')}</h1>
      <p>{t('en', 'errorText')}</p>
      <p className="detail">
        <code>{out.error}</code> {out.error_description}
      </p>
      <p>
        <a href={`${config.publicUrl}${config.basePath}/`}>{t('en', 'backToPortal')}</a>
      </p>
    </ProviderPage>,
  );
}

export function renderAccountPage(ctx: PageContext): string {
  const l = ctx.locale;
  return renderPage(
    <ProviderPage ctx={ctx} title={t(l, 'accountTitle')}>
      <h1>{t(l, 'accountTitle')}</h1>
      <p>{t(l, 'accountText')}</p>
      <p>
        <a href={`${ctx.config.basePath}/account/security?ui_locales=${l}`}>
          {t(l, 'security.linkText')}
        </a>
      </p>
      <p>
        <a href={`${ctx.config.basePath}/`}>{t(l, 'backToPortal')}</a>
      </p>
    </ProviderPage>,
  );
}
