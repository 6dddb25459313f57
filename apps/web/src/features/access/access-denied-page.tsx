// The page the route guard sends users to when they lack the features of a route.
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  // Back to the page before the denied one: the guard replaced the denied page's history entry,
  // so one step back is that page (going to `from` would only be denied again).
  const goBack = () => {
    // 'default' is the key of the first entry of this tab's history in the app.
    if (location.key !== 'default') void navigate(-1);
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
