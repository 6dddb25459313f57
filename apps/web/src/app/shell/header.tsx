// Page header: brand logo (link home), then (signed in with access) the top navigation, the apps
// panel and the profile menu.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { BrandLogo } from '../../features/theme/brand-logo';

// Menus, panels and dialogs load after the first render: their code is not needed to show the page.
const SignedInControls = lazy(() =>
  import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })),
);

export interface HeaderProps {
  brandId: BrandId;
  /** Signed in with access: navigation, apps panel and profile menu. */
  onSignOut?: (() => void) | undefined;
}

export function Header({ brandId, onSignOut }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="region-header border-b-4 border-accent bg-header text-header-fg">
      <div className="mx-auto flex min-h-15 max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2.5 sm:gap-x-6 sm:px-4">
        <Link to="/" className="rounded" aria-label={t('header.homeLink')}>
          <BrandLogo brandId={brandId} className="h-7 w-auto sm:h-9" />
        </Link>
        {onSignOut && (
          <Suspense fallback={null}>
            <SignedInControls onSignOut={onSignOut} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
