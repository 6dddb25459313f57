// The 'catalog' translations: every language holds exactly the keys of en.json, keeps the
// placeholders and is really translated; the shared validation messages all have a key.
import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, LOCALES } from '@portal/shared';
import { describeTranslations, localeBundles } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/catalog/*.json',
  { eager: true },
);
const locales = localeBundles(files);
const { names, en } = locales;

describe('catalog locale files', () => {
  it('exist for every interface language', () => {
    expect(names.sort()).toEqual([...LOCALES].sort());
    expect(en.size).toBeGreaterThan(150);
  });

  it('have a text for every shared validation message, equal to the English one', () => {
    for (const [key, text] of Object.entries(CATALOG_MESSAGES))
      expect(en.get(`validation.${key}`)).toBe(text);
  });

  describeTranslations(locales);
});
