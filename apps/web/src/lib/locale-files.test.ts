// Every language file holds exactly the keys of en.json, really translated (not English copies).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';

const files = import.meta.glob<{ default: object }>(
  '../../../../packages/shared/locales/portal/*.json',
  { eager: true },
);

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object') {
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, String(child));
  }
  return out;
}

const bundle = (lng: string) => {
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${lng}.json`));
  return file ? flatten(file[1].default) : undefined;
};
const en = bundle('en') ?? new Map<string, string>();
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('portal locale files', () => {
  it('exist for every interface language and nothing else', () => {
    const names = Object.keys(files).map((p) => p.split('/').pop()?.replace('.json', ''));
    expect(names.sort()).toEqual([...LOCALES].sort());
    expect(en.size).toBeGreaterThan(20);
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng) ?? new Map<string, string>();

    it('has exactly the keys of en.json', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps the placeholders of each English text', () => {
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });

    it('is translated: at most 20% of the texts equal the English ones', () => {
      const same = [...en].filter(
        ([key, text]) => other.get(key) === text && /[a-z]{4,}/i.test(text),
      );
      expect(same.length).toBeLessThanOrEqual(en.size * 0.2);
    });
  });
});
