// Dates and numbers in the interface language's conventions (en means en-US): the one formatter
// every page uses, so a date reads the same in lists, editors and announcements.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_TAG, type Locale } from '@portal/shared';
import { currentLocale } from './i18n';

export interface DateFormatOptions {
  /** Adds the time of day (short style). */
  withTime?: boolean;
  /** The time with seconds (medium style), e.g. for log timestamps. */
  seconds?: boolean;
  /** Another time zone than the browser's, e.g. 'UTC' for GMT times. */
  timeZone?: string;
}

/** A date (an ISO instant or a Date) in the language's medium style; '' when it is no date. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: DateFormatOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAG[locale], {
    dateStyle: 'medium',
    ...(options.withTime || options.seconds
      ? { timeStyle: options.seconds ? 'medium' : 'short' }
      : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** formatDate in the language the interface is shown in, following language changes. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return useCallback(
    (value: string | Date, withTime = false) => formatDate(value, locale, { withTime }),
    [locale],
  );
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale]).format(value);
}

/** A file size in kB or MB, with the language's decimal mark. */
export function formatBytes(bytes: number, locale: Locale): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(bytes / 1024, 0.1), 'kB');
  return format(bytes / 1024 / 1024, 'MB');
}
