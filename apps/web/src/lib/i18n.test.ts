// Language choice: remembered choice, browser languages, English; a failed load keeps the language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendModule } from 'i18next';
import { LOCALE_STORAGE_KEY, changeLocale, createI18n, currentLocale, detectLocale } from './i18n';

describe('detectLocale', () => {
  it('prefers the remembered choice', () => {
    expect(detectLocale('ko', ['de-DE'])).toBe('ko');
  });
  it('else takes the first supported browser language, region ignored', () => {
    expect(detectLocale(null, ['sv-SE', 'pt-BR', 'de'])).toBe('pt');
    expect(detectLocale('xx', ['zh-CN'])).toBe('zh');
  });
  it('else falls back to English', () => {
    expect(detectLocale(null, ['sv', 'ja'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });
  it('reads the remembered choice from localStorage by default', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(detectLocale()).toBe('fr');
  });
});

describe('changeLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A backend whose German loads and whose other languages fail. */
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (lng, _ns, callback) => {
      if (lng === 'de') callback(null, { common: { loading: 'Wird geladen' } });
      else callback(new Error('offline'), false);
    },
  };

  it('switches once the bundle loaded and remembers the choice', async () => {
    const i18n = await createI18n({ basePath: '', backend });
    expect(await changeLocale(i18n, 'de')).toBe(true);
    expect(currentLocale(i18n)).toBe('de');
    expect(i18n.t('common.loading')).toBe('Wird geladen');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('warns and keeps the current language when the bundle fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n({ basePath: '', backend });
    expect(await changeLocale(i18n, 'fr')).toBe(false);
    expect(currentLocale(i18n)).toBe('en');
    expect(i18n.t('common.loading')).toBe('Loading');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
