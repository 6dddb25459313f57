// Pieces of the second-factor pages shared by the sign-in step and the account page: the QR code
// with its typed key, the code field and the list of recovery codes.
import type { Locale } from '@portal/shared';
import { translator } from '../lib/locale-files.js';
import { Field } from './page-layout.js';
import { passkeyText } from './passkey-views.js';

export const mfaText = translator('mfa');

/** The enrolment: a QR code for the app and the same key to type in. */
export function EnrolBlock(p: { locale: Locale; qr: string; secret: string }) {
  return (
    <div className="enrol">
      <img src={p.qr} alt={mfaText(p.locale, 'setup.qrAlt')} width={200} height={200} />
      <p>
        {mfaText(p.locale, 'setup.key')}{' '}
        <code id="totp-secret" className="secret">
          {p.secret}
        </code>
      </p>
    </div>
  );
}

/**
 * The code field: an app's code (`recovery`: or a recovery code), or a recovery code alone
 * (`recoveryOnly`: a person without an app).
 */
export function CodeField(p: {
  locale: Locale;
  errorId?: string;
  recovery?: boolean;
  recoveryOnly?: boolean;
  id?: string;
}) {
  const label = p.recoveryOnly
    ? passkeyText(p.locale, 'step.recoveryLabel')
    : mfaText(p.locale, p.recovery ? 'code.labelWithRecovery' : 'code.label');
  return (
    <Field
      id={p.id ?? 'code'}
      name="code"
      label={label}
      type="text"
      autoComplete={p.recoveryOnly ? 'off' : 'one-time-code'}
      errorId={p.errorId}
    />
  );
}

/** Recovery codes, shown once. */
export function RecoveryList(p: { locale: Locale; codes: string[] }) {
  return (
    <>
      <p className="intro">{mfaText(p.locale, 'recovery.intro')}</p>
      <ul className="recovery-codes" aria-label={mfaText(p.locale, 'recovery.title')}>
        {p.codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorAlert(p: { id: string; text: string | undefined }) {
  return p.text ? (
    <div className="alert" role="alert" id={p.id}>
      {p.text}
    </div>
  ) : null;
}
