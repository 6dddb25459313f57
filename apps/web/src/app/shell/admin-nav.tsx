// The persistent side navigation of the admin pages: the admin tools the person may use or read,
// grouped by purpose. From 1024 px it sits beside the page; below, one button opens it as a drawer.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { useMinWidth } from '../../lib/use-media-query';
import { adminNavGroups } from './admin-nav-items';
import { NavList } from './admin-nav-list';

// The drawer's dialog code stays out of the first load of the portal (it is on every page's path).
const Drawer = lazy(() => import('./admin-nav-drawer'));

/** An admin page with the side navigation beside it (or its drawer button above it). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useMinWidth('lg');
  const access = useAccess();
  if (adminNavGroups((check) => access.hasFeatures(check)).length === 0) return children;
  if (!wide)
    return (
      <>
        {/* Until its code is there, room for its button, so the page does not move. */}
        <Suspense fallback={<div aria-hidden="true" className="h-14" />}>
          <Drawer />
        </Suspense>
        {children}
      </>
    );
  return (
    <div className="mx-auto flex max-w-[96rem]">
      <div className="w-60 shrink-0 border-r border-muted bg-surface">
        {/* It sticks to the top of the window and scrolls within itself. Until the page scrolls,
            the header above pushes its lower end below the window: the padding at its end (more
            than the header is high) lets its own scrolling bring the last entry into sight. */}
        <nav
          aria-label={t('layout.adminNav.label')}
          className="sticky top-0 max-h-dvh overflow-y-auto px-2 pt-6 pb-28"
        >
          <NavList />
        </nav>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
