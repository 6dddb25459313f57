// The 'catalog' translations: every language holds exactly the keys of en.json, keeps the
// placeholders and is really translated; the shared validation messages all have a key.
import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, LOCALES } from '@portal/shared';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/catalog/*.json',
  {
    eager: true,
  },
);

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object')
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, String(child));
  }
  return out;
}

const bundle = (lng: string) => {
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${lng}.json`));
  return file ? flatten(file[1].default) : new Map<string, string>();
};
const en = bundle('en');
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('catalog locale files', () => {
  it('exist for every interface language', () => {
    const names = Object.keys(files).map((p) => p.split('/').pop()?.replace('.json', ''));
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
      const same = [...en].filter(
        ([key, text]) => other.get(key) === text && /[a-z]{4,}/i.test(text),
      );
      expect(same.length).toBeLessThanOrEqual(en.size * 0.1);
    });
  });
});
