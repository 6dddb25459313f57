// Any address outside the route table.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('pages.notFound')}</h1>
      <p className="mt-4">{t('notFound.text')}</p>
      <Link to="/" className="link mt-4 inline-block">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
