// A page whose content later issues add: its translated title as the page heading.
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeHandle } from '../lib/route-handle';

export function TitlePage() {
  const { t } = useTranslation();
  const spec = routeHandle(useMatches());
  return (
    <section className="page">
      <h1 className="page-title">{spec ? t(spec.titleKey) : ''}</h1>
    </section>
  );
}
