// React Aria's locale from the portal language (not the browser's): its built-in strings ("Remove",
// "Show suggestions"), date fields and calendars, number and list formats follow the language the
// user chose in the portal. Every lazy feature page renders inside it (with-namespace.tsx).
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { INTL_TAG } from '@portal/shared';
import { currentLocale } from '../lib/i18n';

export function PortalLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={INTL_TAG[currentLocale(i18n)]}>{children}</I18nProvider>;
}
