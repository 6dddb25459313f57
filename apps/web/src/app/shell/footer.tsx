// Page footer: language selector, the brands' logos, the legal links (feature:dev users; trade
// and export policy in the brand 3 theme only), the brand's confidential text and copyright.
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { useConfig } from '../../config/public-config';
import { LanguageSelect } from '../../components/language-select';
import { BrandLogo } from '../../features/theme/brand-logo';

export interface FooterProps {
  brandId: BrandId;
  /** The logos shown: the user's brands, else the shown one. */
  brands?: readonly BrandId[];
  showLegalLinks?: boolean;
}

export function Footer({ brandId, brands = [brandId], showLegalLinks = false }: FooterProps) {
  const { t } = useTranslation();
  const { legalLinks } = useConfig();
  const links = [
    { href: legalLinks.privacy, label: t('footer.privacy') },
    { href: legalLinks.terms, label: t('footer.terms') },
    ...(brandId === 3 ? [{ href: legalLinks.tradeExport, label: t('footer.tradeExport') }] : []),
    { href: legalLinks.contact, label: t('footer.contact') },
  ];
  return (
    <footer className="region-footer bg-footer text-footer-fg">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-5">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <ul className="flex flex-wrap items-center gap-5" aria-label={t('footer.brands')}>
            {brands.map((id) => (
              // data-brand gives each logo its own brand's mark colour.
              <li key={id} data-brand={id}>
                <BrandLogo brandId={id} className="h-6 w-auto" />
              </li>
            ))}
          </ul>
          <LanguageSelect />
        </div>
        {showLegalLinks && (
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {links.map((l) => (
                <li key={l.label}>
                  <a href={l.href} className="underline underline-offset-2">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="border-t border-footer-fg/30 pt-3 text-sm">
          <p>{t(`footer.confidential.${brandId}`)}</p>
          <p className="mt-1">
            {t(`footer.copyright.${brandId}`, { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
