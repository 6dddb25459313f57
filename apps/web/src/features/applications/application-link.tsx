// A link to an application: the portal's own pages through the router, other sites in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opensInNewTab } from '../../lib/links';

export function ApplicationLink(props: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { href, className, children } = props;
  if (!opensInNewTab(href))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('common.newTab')}</span>
    </a>
  );
}
