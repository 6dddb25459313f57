// The 'users' translation files: the keys of en.json in every language, placeholders kept, really translated.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/users/*.json',
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
  return flatten(file?.[1].default ?? {});
};
const en = bundle('en');
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('users locale files', () => {
  it('exist for the nine languages and hold the spec messages in English', () => {
    expect(
      Object.keys(files)
        .map((p) => p.split('/').pop()!.replace('.json', ''))
        .sort(),
    ).toEqual([...LOCALES].sort());
    expect(en.get('validation.required')).toBe('Value is required');
    expect(en.get('validation.selectionRequired')).toBe(
      'Validation Error: Selection required for:',
    );
    expect(en.get('errors.notAllowedChanges')).toBe(
      'Not allowed changes. Please contact the Service Desk.',
    );
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng);
    it('has exactly the keys of en.json, with the same placeholders', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
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
