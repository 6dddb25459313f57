// Page footer: the brand's copyright line and the language selector.
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { LanguageSelect } from '../../components/language-select';

export function Footer({ brandId }: { brandId: BrandId }) {
  const { t } = useTranslation();
  return (
    <footer className="region-footer bg-footer text-footer-fg">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <p className="text-sm">
          {t(`footer.copyright.${brandId}`, { year: new Date().getFullYear() })}
        </p>
        <LanguageSelect />
      </div>
    </footer>
  );
}
