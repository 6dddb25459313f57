// Interface languages (spec section 1): en is the default and the fallback.

export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ko', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag used for dates and numbers (en means en-US). */
export const INTL_TAG: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
  ko: 'ko-KR',
  zh: 'zh-CN',
};

/** Each language written in its own name, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  ko: '한국어',
  zh: '中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among the candidates (e.g. navigator.languages), else en. */
export function pickLocale(candidates: readonly string[]): Locale {
  for (const c of candidates) {
    const base = c.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
