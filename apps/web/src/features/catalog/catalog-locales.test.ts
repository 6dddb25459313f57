// The 'catalog' translations: every language holds exactly the keys of en.json, keeps the
// placeholders and is really translated; the shared validation messages all have a key.
import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, LOCALES } from '@portal/shared';
import { localeBundles, placeholders, sameAsEnglish } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/catalog/*.json',
  { eager: true },
);
const { names, bundle, en } = localeBundles(files);

describe('catalog locale files', () => {
  it('exist for every interface language', () => {
    expect(names.sort()).toEqual([...LOCALES].sort());
    expect(en.size).toBeGreaterThan(150);
  });

  it('have a text for every shared validation message, equal to the English one', () => {
    for (const [key, text] of Object.entries(CATALOG_MESSAGES))
      expect(en.get(`validation.${key}`)).toBe(text);
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng);

    it('has exactly the keys of en.json', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps the placeholders of each English text', () => {
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });

    it('is translated: at most 10% of the texts equal the English ones', () => {
      const same = sameAsEnglish(en, other);
      expect(same.length).toBeLessThanOrEqual(en.size * 0.1);
    });
  });
});
