// Pieces of the passkey pages: the sign-in button (with passkey autofill on the e-mail field), the
// second step's passkey button, and the scripts that run them (served from the portal's origin,
// allowed by the pages' `script-src 'self'`).
import type { Locale } from '@portal/shared';
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
