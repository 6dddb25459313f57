// The page frame: skip link, header, main landmark and footer; the generic modal is available to
// every page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@portal/shared';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ModalHost } from '../../components/modal-host';
import { Header, type HeaderProps } from './header';
import { Footer, type FooterProps } from './footer';

const MAIN_ID = 'main-content';

interface ShellProps extends HeaderProps, Omit<FooterProps, 'brandId'> {
  brandId: BrandId;
  title: string;
  children: ReactNode;
}

export function Shell({ title, children, brands, showLegalLinks, ...header }: ShellProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <ModalHost>
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
        {/* At least a screen high: the footer starts below the fold, so content arriving never pushes it. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="relative min-h-[calc(100vh-4rem)] flex-1 outline-none"
        >
          {children}
        </main>
        <Footer brandId={header.brandId} brands={brands} showLegalLinks={showLegalLinks} />
      </div>
    </ModalHost>
  );
}
