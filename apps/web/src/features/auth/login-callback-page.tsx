// /login/callback: the session completes the code exchange; this page shows progress or failure.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../components/loader-overlay';
import { ErrorPanel } from '../../components/error-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuthServices } from './auth-services';
import { useAuth } from './auth-context';
import { hasAuthParams } from './auth-paths';

export function LoginCallbackPage() {
  const auth = useAuth();
  const services = useAuthServices();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const { t } = useTranslation();
  useDocumentTitle(t('app.title'));
  // Reached without a code (reload, bookmark): nothing to complete, go home. The router's
  // location, not window.location: the sign-in itself navigates away from here.
  const withCode = hasAuthParams({ search, hash });
  const stray = !auth.isLoading && !auth.error && !withCode;

  useEffect(() => {
    if (stray) void navigate('/', { replace: true });
  }, [stray, navigate]);

  if (auth.error) {
    return (
      <main className="px-4">
        <ErrorPanel message={t('errors.signIn')} details={auth.error.message}>
          <button type="button" className="btn-primary" onClick={() => void services.signIn('/')}>
            {t('common.signInAgain')}
          </button>
        </ErrorPanel>
      </main>
    );
  }
  return <LoaderOverlay fullPage />;
}
