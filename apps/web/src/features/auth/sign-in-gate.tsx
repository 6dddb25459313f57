// Every protected route passes here: no user means a sign-in, a token lacking scopes a new one.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../components/loader-overlay';
import { ErrorPanel } from '../../components/error-panel';
import { browser } from '../../lib/browser';
import { useConfig } from '../../config/public-config';
import { missingWebScopes, useAuthServices } from './auth-services';
import { useAuth } from './auth-context';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const services = useAuthServices();
  const { t } = useTranslation();
  const location = useLocation();
  const [failure, setFailure] = useState<{ message: string; details?: string } | null>(null);
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  const user = auth.user;
  const { scopes } = useConfig();
  const missing = auth.isAuthenticated && user ? missingWebScopes(user, scopes).join(' ') : '';
  // An expired token with a refresh token is being renewed by the scheduler: wait for it.
  const renewing = !auth.isAuthenticated && Boolean(user?.refresh_token);
  const mustSignIn = !auth.isLoading && !auth.isAuthenticated && !renewing;

  useEffect(() => {
    if (!mustSignIn) return;
    services.signIn(returnTo).catch((error: unknown) => {
      setFailure({ message: t('errors.signIn'), details: (error as Error).message });
    });
  }, [mustSignIn, returnTo, services, t]);

  useEffect(() => {
    if (!missing) return;
    void services.resetSession(`token lacks scopes: ${missing}`).then((reset) => {
      if (!reset) setFailure({ message: t('errors.missingScopes'), details: missing });
    });
  }, [missing, services, t]);

  if (failure) {
    return (
      <main className="px-4">
        <ErrorPanel message={failure.message} details={failure.details}>
          <button type="button" className="btn-primary" onClick={() => browser.reload()}>
            {t('common.reload')}
          </button>
        </ErrorPanel>
      </main>
    );
  }
  if (!auth.isAuthenticated || missing) return <LoaderOverlay fullPage />;
  return children;
}
