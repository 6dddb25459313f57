// Top navigation: documents (documents:view), the Admin menu (administrators), support
// (serial number holders); collapsed behind a burger button on small screens.
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEATURES } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { useMinWidth } from '../../lib/use-media-query';
import { AdminMenu } from '../../features/applications/admin-menu';
import { linkTo } from '../../lib/route-links';

function NavItems({ vertical }: { vertical: boolean }) {
  const { t } = useTranslation();
  const access = useAccess();
  const item = vertical ? 'nav-link block w-full' : 'nav-link';
  return (
    <ul className={vertical ? 'grid gap-1 py-2' : 'flex items-center gap-1'}>
      {access.hasFeatures({ features: FEATURES.documentsView }) && (
        <li>
          <NavLink to={linkTo('documents')} className={item}>
            {t('nav.documents')}
          </NavLink>
        </li>
      )}
      {access.isAnyAdmin && (
        <li>
          <AdminMenu buttonClassName={`${item} inline-flex items-center gap-1`} />
        </li>
      )}
      {access.hasFeatures({ features: FEATURES.serialNumberPresent }) && (
        <li>
          <NavLink to={linkTo('support')} className={item}>
            {t('nav.support')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}

export function MainNav() {
  const { t } = useTranslation();
  const wide = useMinWidth('md');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  // Navigating closes the burger menu.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  if (wide)
    return (
      <nav aria-label={t('nav.main')}>
        <NavItems vertical={false} />
      </nav>
    );
  return (
    <nav aria-label={t('nav.main')} className="contents">
      <button
        type="button"
        className="header-round order-first"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.menu')}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
          <path
            d={open ? 'm5 5 14 14M19 5 5 19' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="order-last w-full border-t border-header-fg/30">
        <NavItems vertical />
      </div>
    </nav>
  );
}
