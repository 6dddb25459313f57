// Page header: brand logo (link home), the signed-in user's name and the sign-out button.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { BrandLogo } from '../../features/theme/brand-logo';

export interface HeaderProps {
  brandId: BrandId;
  userName?: string | undefined;
  onSignOut?: (() => void) | undefined;
}

export function Header({ brandId, userName, onSignOut }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="region-header border-b-4 border-accent bg-header text-header-fg">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="rounded" title={t('header.homeLink')}>
          <BrandLogo brandId={brandId} className="h-9 w-auto" />
        </Link>
        {onSignOut && (
          <div className="flex items-center gap-4">
            {userName && <span className="text-sm font-medium">{userName}</span>}
            <button type="button" className="btn-header" onClick={onSignOut}>
              {t('common.signOut')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
