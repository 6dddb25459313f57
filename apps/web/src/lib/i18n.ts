// i18next set-up: English bundled, other languages fetched from the translation service.
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, pickLocale, type Locale } from '@portal/shared';
import en from '../../../../packages/shared/locales/portal/en.json';
import { CachedHttpBackend } from './i18n-cache-backend';

export const NAMESPACE = 'portal';
/**
 * Feature namespaces, each a translation app of its own (packages/shared/locales/<ns>), loaded
 * when a page first uses it so the admin texts stay out of the first load.
 */
export const LAZY_NAMESPACES = [
  'users',
  'catalog',
  'compliance',
  'records',
  'imports',
  'provisioning',
  'words',
] as const;
export const LOCALE_STORAGE_KEY = 'portal-locale';

export interface I18nOptions {
  basePath: string;
  /** Where other languages come from; null in unit tests (English only, no requests). */
  backend?: BackendModule | null;
}

export async function createI18n(options: I18nOptions): Promise<i18n> {
  const { basePath, backend = new CachedHttpBackend() } = options;
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (backend) instance.use(backend);
  await instance.init({
    resources: { en: { [NAMESPACE]: en } },
    partialBundledLanguages: true,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    load: 'languageOnly',
    lng: detectLocale(),
    backend: { loadPath: `${basePath}/translations/{{ns}}/{{lng}}` },
    interpolation: { escapeValue: false },
  });
  if (!hasTranslations(instance, instance.language)) {
    console.warn(`Translations for "${instance.language}" could not be loaded; showing English`);
  }
  syncDocumentLanguage(instance);
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  return instance;
}

/** The remembered choice, else the first supported browser language, else English. */
export function detectLocale(
  stored: string | null = readStoredLocale(),
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  return isLocale(stored) ? stored : pickLocale(browser);
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language the interface is really shown in (English when a bundle failed to load). */
export function currentLocale(instance: i18n): Locale {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

function hasTranslations(instance: i18n, lng: string) {
  return instance.hasResourceBundle(lng, NAMESPACE);
}

function syncDocumentLanguage(instance: i18n) {
  document.documentElement.lang = currentLocale(instance);
}

/** Switches language once its bundle is loaded; a failed load warns and keeps the current one. */
export async function changeLocale(instance: i18n, lng: Locale): Promise<boolean> {
  await instance.loadLanguages(lng);
  if (!hasTranslations(instance, lng)) {
    console.warn(
      `Translations for "${lng}" could not be loaded; keeping "${currentLocale(instance)}"`,
    );
    return false;
  }
  await instance.changeLanguage(lng);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, lng);
  } catch {
    // Storage disabled: the choice lasts for this page view.
  }
  return true;
}
