// Pieces of the passkey pages: the sign-in button (with passkey autofill on the e-mail field), the
// second step's passkey button, the form that adds a passkey, and the scripts that run them
// (served from the portal's origin, allowed by the pages' `script-src 'self'`).
import type { ReactNode } from 'react';
import { PASSKEY_NAME_MAX, type Locale } from '@portal/shared';
import { translator } from '../lib/locale-files.js';

export const passkeyText = translator('passkeys');

/** The scripts: @simplewebauthn/browser's bundle, then the portal's passkey.js. */
export function PasskeyScripts({ basePath }: { basePath: string }) {
  return (
    <>
      <script src={`${basePath}/oidc-assets/webauthn-browser.js`} defer />
      <script src={`${basePath}/oidc-assets/passkey.js`} defer />
    </>
  );
}

/** Where a message of the browser's passkey dialog shows (filled by passkey.js). */
export function PasskeyMessage() {
  return <p className="alert" role="alert" id="passkey-message" hidden />;
}

/**
 * The button that signs in (mode login) or confirms the second step (mode step) with a passkey.
 * Hidden until passkey.js finds a browser that can use passkeys; the answer is posted to `action`.
 */
export function PasskeyButton(p: {
  locale: Locale;
  mode: 'login' | 'step';
  action: string;
  options: string;
  basePath: string;
  /** More fields posted with the answer (the account page's `action`). */
  fields?: Record<string, string>;
}) {
  const l = p.locale;
  const label = passkeyText(l, p.mode === 'login' ? 'login.button' : 'step.button');
  return (
    <div
      className="passkey"
      data-passkey={p.mode}
      data-options={p.options}
      data-cancelled={passkeyText(l, p.mode === 'login' ? 'login.cancelled' : 'step.cancelled')}
    >
      <form method="post" action={p.action}>
        <input type="hidden" name="ui_locale" value={l} />
        {Object.entries(p.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="credential" value="" />
        <button type="button" className="secondary" data-passkey-start hidden>
          {label}
        </button>
      </form>
      <PasskeyMessage />
      <PasskeyScripts basePath={p.basePath} />
    </div>
  );
}

/**
 * The form that adds a passkey (named by the person, or numbered): passkey.js asks the browser to
 * create it with the options at `options` and posts the answer with the name to `action`.
 */
export function PasskeyRegister(p: {
  locale: Locale;
  action: string;
  options: string;
  basePath: string;
  submit: string;
  /** The id of the page's error message, when the form came back with an error. */
  errorId?: string | undefined;
  fields?: Record<string, string>;
  /** The heading of the block. */
  children?: ReactNode;
}) {
  const l = p.locale;
  return (
    <div
      data-passkey="register"
      data-options={p.options}
      data-cancelled={passkeyText(l, 'account.cancelled')}
      data-exists={passkeyText(l, 'account.exists')}
    >
      {p.children}
      <form method="post" action={p.action} noValidate>
        <input type="hidden" name="ui_locale" value={l} />
        {Object.entries(p.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="credential" value="" />
        <label htmlFor="passkey-name">{passkeyText(l, 'account.nameLabel')}</label>
        <input
          id="passkey-name"
          name="name"
          type="text"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          aria-describedby={['passkey-name-hint', p.errorId ?? ''].join(' ').trim()}
          {...(p.errorId ? { 'aria-invalid': true as const } : {})}
        />
        <p className="hint" id="passkey-name-hint">
          {passkeyText(l, 'account.nameHint')}
        </p>
        <button type="submit">{p.submit}</button>
      </form>
      <PasskeyMessage />
      <PasskeyScripts basePath={p.basePath} />
    </div>
  );
}
