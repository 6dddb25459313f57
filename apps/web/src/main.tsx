// Entry point: read the configuration, set up languages and theme, then render the portal.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import en from '../../../packages/shared/locales/portal/en.json';
import { loadPublicConfig } from './config/public-config';
import { createI18n } from './lib/i18n';
import { applyTheme, takeBrandParam } from './features/theme/theme-dom';
import { THEME_STORAGE_KEY, initialTheme } from './features/theme/theme-choice';
import { loadOidcRuntime } from './features/auth/session';
import { createPortal } from './app/create-portal';
import { App } from './app/app';
import './styles/index.css';

async function start(container: HTMLElement) {
  // The OIDC client is not needed for the first render: fetch it alongside the rest. A failed
  // load is retried, and reported, where the client is needed.
  loadOidcRuntime().catch(() => {});
  const root = createRoot(container);
  try {
    const config = await loadPublicConfig();
    const initialBrand = initialTheme({
      queryBrand: takeBrandParam(),
      stored: localStorage.getItem(THEME_STORAGE_KEY),
      host: window.location.hostname,
    });
    applyTheme(initialBrand, config.basePath);
    const i18n = await createI18n({ basePath: config.basePath });
    const portal = createPortal(config, i18n);
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread in one long task (Lighthouse's total blocking time on phones).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App portal={portal} initialBrand={initialBrand} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('Portal start-up failed', error);
    // No translations without a configuration: English is the fallback language.
    root.render(
      <main className="p-8" role="alert">
        {en.app.startupFailed}
      </main>,
    );
  }
}

void start(document.getElementById('root') as HTMLElement);
