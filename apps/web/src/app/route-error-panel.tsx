// Last resort for errors thrown while rendering or loading a route (e.g. a chunk failed to load).
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/error-panel';
import { browser } from '../lib/browser';

export function RouteErrorPanel() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="px-4">
      <ErrorPanel
        message={t('errors.unexpected')}
        details={error instanceof Error ? error.message : undefined}
      >
        <button type="button" className="btn-primary" onClick={() => browser.reload()}>
          {t('common.reload')}
        </button>
      </ErrorPanel>
    </main>
  );
}
