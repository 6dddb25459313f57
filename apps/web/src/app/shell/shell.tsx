// The page frame: skip link, header, main landmark and footer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Header, type HeaderProps } from './header';
import { Footer } from './footer';

const MAIN_ID = 'main-content';

interface ShellProps extends HeaderProps {
  brandId: BrandId;
  title: string;
  children: ReactNode;
}

export function Shell({ title, children, ...header }: ShellProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col bg-page text-page-fg">
      <a
        href={`#${MAIN_ID}`}
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Header {...header} />
      <main id={MAIN_ID} tabIndex={-1} className="relative min-h-[60vh] flex-1 outline-none">
        {children}
      </main>
      <Footer brandId={header.brandId} />
    </div>
  );
}
