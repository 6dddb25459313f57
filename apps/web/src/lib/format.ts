// Dates and numbers in the interface language's conventions (en means en-US).
import { INTL_TAG, type Locale } from '@portal/shared';

export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL_TAG[locale], { dateStyle: 'medium' }).format(date);
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
