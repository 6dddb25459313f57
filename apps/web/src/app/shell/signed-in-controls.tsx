// The signed-in part of the header: navigation, apps panel, profile menu and brand switcher; their
// React Aria links navigate through the router, and its built-in strings follow the portal language.
import { useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useAccess } from '../../lib/access-context';
import { BrandSwitcher } from '../../features/theme/brand-switcher';
import { accessibleThemes } from '../../features/theme/theme-choice';
import { useUnreadCounts } from '../../features/announcements/use-unread-counts';
import { PortalLocale } from '../../components/portal-locale';
import { AppsPanel } from './apps-panel';
import { MainNav } from './main-nav';
import { ProfileMenu } from './profile-menu';

export function SignedInControls({ onSignOut }: { onSignOut: () => void }) {
  const { access } = useAccess();
  const [switching, setSwitching] = useState(false);
  const brands = accessibleThemes(access?.brands ?? [], window.location.hostname);
  const unread = useUnreadCounts(brands);
  const canSwitch = brands.length > 1;
  const navigate = useNavigate();
  return (
    <PortalLocale>
      <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <MainNav />
        <div className="ml-auto flex items-center gap-2">
          <AppsPanel />
          <ProfileMenu
            onSignOut={onSignOut}
            onChangeBrand={canSwitch ? () => setSwitching(true) : undefined}
            unread={unread.total}
          />
        </div>
        {canSwitch && switching && (
          <BrandSwitcher
            onClose={() => setSwitching(false)}
            brands={brands}
            unreadByBrand={unread.byBrand}
            unreadTotal={unread.total}
            unreadShared={unread.shared}
          />
        )}
      </AriaRouterProvider>
    </PortalLocale>
  );
}
