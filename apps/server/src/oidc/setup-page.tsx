// The pages of the set-up required action (second-step.tsx): a person the MFA_REQUIRED policy covers
// who has no second factor adds a passkey or an authenticator app, then sees the recovery codes once.
import type { Locale } from '@portal/shared';
import { ProviderPage, type PageContext } from './pages.js';
import { renderPage } from './page-layout.js';
import { PasskeyRegister, passkeyText } from './passkey-views.js';
import { CodeField, EnrolBlock, ErrorAlert, mfaText, RecoveryList } from './factor-views.js';
import { groupedSecret, otpauthUri, qrDataUri } from './second-factor.js';
import { brandName } from './brand-logos.js';

/** The set-up: a passkey made by the browser, or an app confirmed by its first code. */
export async function setupPage(
  ctx: PageContext,
  urls: (step: string) => string,
  who: { email: string; secret: string },
  error: { text: string; on: 'passkey' | 'app' } | undefined,
) {
  const l: Locale = ctx.locale;
  const errorOn = (where: 'passkey' | 'app') => (error?.on === where ? 'code-error' : undefined);
  const uri = otpauthUri(who.secret, who.email, brandName(ctx.brandId));
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'setup.title')}>
      <h1>{mfaText(l, 'setup.title')}</h1>
      <p className="intro">{mfaText(l, 'setup.requiredIntro')}</p>
      <ErrorAlert id="code-error" text={error?.text} />
      <section aria-labelledby="setup-passkey">
        <PasskeyRegister
          locale={l}
          action={urls('setup/passkey')}
          options={urls('setup/passkey/options')}
          basePath={ctx.config.basePath}
          submit={passkeyText(l, 'setup.submit')}
          errorId={errorOn('passkey')}
        >
          <h2 id="setup-passkey">{passkeyText(l, 'setup.title')}</h2>
          <p>{passkeyText(l, 'setup.intro')}</p>
        </PasskeyRegister>
      </section>
      <section aria-labelledby="setup-app">
        <h2 id="setup-app">{mfaText(l, 'setup.appTitle')}</h2>
        <p>{mfaText(l, 'setup.intro')}</p>
        <EnrolBlock locale={l} qr={await qrDataUri(uri)} secret={groupedSecret(who.secret)} />
        <form method="post" action={urls('setup')} noValidate>
          <input type="hidden" name="ui_locale" value={l} />
          <CodeField locale={l} errorId={errorOn('app')} />
          <button type="submit">{mfaText(l, 'setup.submit')}</button>
        </form>
      </section>
    </ProviderPage>,
  );
}

/** The recovery codes of the first factor, shown once before the sign-in goes on. */
export function recoveryPage(ctx: PageContext, action: string, codes: string[]) {
  const l = ctx.locale;
  return renderPage(
    <ProviderPage ctx={ctx} title={mfaText(l, 'recovery.title')}>
      <h1>{mfaText(l, 'recovery.title')}</h1>
      <RecoveryList locale={l} codes={codes} />
      <form method="post" action={action}>
        <button type="submit">{mfaText(l, 'recovery.continue')}</button>
      </form>
    </ProviderPage>,
  );
}
