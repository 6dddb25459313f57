// The frame of the provider's and account pages (brand logo, card, footer) and their language
// chooser, form fields and password rules as React components, rendered to static HTML on the server (React escapes every value).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  LOCALES,
  LOCALE_NAMES,
  PASSWORD_MIN,
  PASSWORD_SPECIALS,
  type Locale,
} from '@portal/shared';
import { translator } from '../lib/locale-files.js';
import { BRANDS } from '../seed/catalog.js';
import { brandLogoSvg, brandName } from './brand-logos.js';

const usersText = translator('users');

/** A complete HTML document from a page component. */
export const renderPage = (page: ReactNode): string =>
  `<!doctype html>\n${renderToStaticMarkup(page)}`;

const themeOf = (brandId: number) =>
  brandId === 3 ? 'corvid' : brandId === 4 ? 'kestrel' : 'atlas';

export interface LayoutProps {
  brandId: number;
  locale: Locale;
  title: string;
  stylesheets: string[];
  icon?: string;
  /** Pages holding a one-time token in their address send no referrer. */
  noReferrer?: boolean;
  bodyClass?: string;
  children: ReactNode;
}

export function Layout(p: LayoutProps) {
  const copyright = (BRANDS.find((b) => b.id === p.brandId) ?? BRANDS[0]).copyright;
  return (
    <html lang={p.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {p.noReferrer && <meta name="referrer" content="no-referrer" />}
        <title>{`${p.title} | ${brandName(p.brandId)}`}</title>
        {p.icon && <link rel="icon" href={p.icon} type="image/svg+xml" />}
        {p.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className={[`brand-${themeOf(p.brandId)}`, p.bodyClass].filter(Boolean).join(' ')}>
        {/* The brand marks are the portal's own constant SVG, not input. */}
        <header className="top" dangerouslySetInnerHTML={{ __html: brandLogoSvg(p.brandId) }} />
        <main id="main" className="card">
          {p.children}
        </main>
        <footer className="foot">
          <p>{copyright}</p>
        </footer>
      </body>
    </html>
  );
}

/** The stylesheets of the account pages (served under /account-assets). */
export const ACCOUNT_STYLES = ['login.css', 'account.css'] as const;

/** The frame of the account pages: the layout with their stylesheets, no referrer sent. */
export function AccountPage({
  ctx,
  title,
  children,
}: {
  ctx: { config: { basePath: string }; brandId: number; locale: Locale };
  title: string;
  children: ReactNode;
}) {
  return (
    <Layout
      brandId={ctx.brandId}
      locale={ctx.locale}
      title={title}
      stylesheets={ACCOUNT_STYLES.map((f) => `${ctx.config.basePath}/account-assets/${f}`)}
      noReferrer
      bodyClass="account"
    >
      {children}
    </Layout>
  );
}

export interface LanguageFormProps {
  locale: Locale;
  label: string;
  apply: string;
  action?: string;
  hidden?: Record<string, string>;
}

/** Reloads the page in another language (a GET form, so it works without script). */
export function LanguageForm(p: LanguageFormProps) {
  return (
    <form method="get" className="lang" action={p.action}>
      {Object.entries(p.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="lang">{p.label}</label>
      <select id="lang" name="ui_locales" defaultValue={p.locale}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="secondary">
        {p.apply}
      </button>
    </form>
  );
}

export interface FieldProps {
  id: string;
  /** The form name, when it is not the id (two fields of one name on a page). */
  name?: string;
  label: string;
  type?: string;
  autoComplete: string;
  value?: string;
  /** The id of the page's error message: set when the form came back with an error. */
  errorId?: string | undefined;
  /** Further ids describing the field (e.g. the password rules). */
  describedBy?: string;
}

/** A labelled, required text or password field (its form name is its id unless named). */
export function Field(p: FieldProps) {
  return (
    <>
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        name={p.name ?? p.id}
        type={p.type ?? 'password'}
        autoComplete={p.autoComplete}
        defaultValue={p.value}
        required
        maxLength={255}
        {...(p.errorId ? { 'aria-invalid': true as const } : {})}
        aria-describedby={[p.errorId ?? '', p.describedBy ?? ''].join(' ').trim() || undefined}
      />
    </>
  );
}

/** The e-mail address and current password of a sign-in, or of a change that asks for both. */
export function CredentialFields(p: {
  emailLabel: string;
  /** `username webauthn` where the field offers passkeys. */
  emailAutoComplete: string;
  email: string | undefined;
  passwordId: string;
  passwordLabel: string;
  errorId: string | undefined;
}) {
  return (
    <>
      <Field
        id="email"
        label={p.emailLabel}
        type="email"
        autoComplete={p.emailAutoComplete}
        value={p.email}
        errorId={p.errorId}
      />
      <Field
        id={p.passwordId}
        label={p.passwordLabel}
        autoComplete="current-password"
        errorId={p.errorId}
      />
    </>
  );
}

/** The password rules a new password must meet (the list `password-rules` fields point at). */
function PasswordRules({ locale }: { locale: Locale }) {
  const values = { min: String(PASSWORD_MIN), specials: PASSWORD_SPECIALS };
  return (
    <ul className="rules" id="password-rules">
      {['min', 'cases', 'digit', 'special', 'name'].map((k) => (
        <li key={k}>{usersText(locale, `account.rules.${k}`, values)}</li>
      ))}
    </ul>
  );
}

/** A new password with its rules and its confirmation (the first-password and security pages). */
export function NewPasswordFields(p: { locale: Locale; errorId: string | undefined }) {
  const text = (key: string) => usersText(p.locale, key);
  return (
    <>
      <Field
        id="password"
        label={text('account.password')}
        autoComplete="new-password"
        errorId={p.errorId}
        describedBy="password-rules"
      />
      <PasswordRules locale={p.locale} />
      <Field
        id="confirm"
        label={text('account.confirm')}
        autoComplete="new-password"
        errorId={p.errorId}
      />
    </>
  );
}
