// Reads one namespace's translation files for the locale tests (languages, flattened texts,
// placeholders) and checks every language against en.json.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';

export type LocaleFiles = Record<string, { default: object }>;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object')
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, String(child));
  }
  return out;
}

/** `files` is the eager `import.meta.glob` of the namespace's `*.json` (the glob must be literal). */
export function localeBundles(files: LocaleFiles) {
  const bundle = (lng: string) => {
    const file = Object.entries(files).find(([path]) => path.endsWith(`/${lng}.json`));
    return flatten(file?.[1].default ?? {});
  };
  const names = Object.keys(files).map((p) => p.split('/').pop()!.replace('.json', ''));
  return { names, bundle, en: bundle('en') };
}

export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The texts `other` leaves as the English words (copies, not translations). */
export const sameAsEnglish = (en: Map<string, string>, other: Map<string, string>) =>
  [...en].filter(([key, text]) => other.get(key) === text && /[a-z]{4,}/i.test(text));

/**
 * Every language but English holds exactly the keys of en.json, keeps the placeholders of each
 * English text and is really translated: at most `maxSame` (a share) of the texts are English.
 */
export function describeTranslations(
  { en, bundle }: ReturnType<typeof localeBundles>,
  maxSame = 0.1,
) {
  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng);
    it('has exactly the keys of en.json', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    });
    it('keeps the placeholders of each English text', () => {
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });
    it(`is translated: at most ${maxSame * 100}% of the texts equal the English ones`, () => {
      expect(sameAsEnglish(en, other).length).toBeLessThanOrEqual(en.size * maxSame);
    });
  });
}
