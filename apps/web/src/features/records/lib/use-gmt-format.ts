// Log timestamps as the spec shows them: in GMT, with seconds, in the interface language's style.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

export function useGmtFormat() {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return useCallback(
    (value: string) => formatDate(value, locale, { seconds: true, timeZone: 'UTC' }),
    [locale],
  );
}
