// The page the route guard sends users to when they lack the features of a route.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Same-app paths only: `from` comes from the address bar. */
function safeFrom(from: string | null): string | null {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export function AccessDeniedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const from = safeFrom(params.get('from'));

  const goBack = () => {
    if (from) void navigate(from);
    // 'default' is the key of the first entry of this tab's history in the app.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  return (
    <section className="page">
      <h1 className="page-title">{t('pages.accessDenied')}</h1>
      <p className="mt-4 text-lg">{t('accessDenied.text')}</p>
      <p className="mt-2">{t('accessDenied.contact')}</p>
      <button type="button" className="btn-primary mt-6" onClick={goBack}>
        {t('accessDenied.back')}
      </button>
    </section>
  );
}
