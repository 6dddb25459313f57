// Dates in the interface language's format (en means en-US).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_TAG, isLocale } from '@portal/shared';

export function useDateFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const tag = isLocale(lng) ? INTL_TAG[lng] : 'en-US';
  return useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(tag, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(new Date(iso)),
    [tag],
  );
}
