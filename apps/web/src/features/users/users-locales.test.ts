// The 'users' translation files: the keys of en.json in every language, placeholders kept, really translated.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { localeBundles, placeholders, sameAsEnglish } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/users/*.json',
  { eager: true },
);
const { names, bundle, en } = localeBundles(files);

describe('users locale files', () => {
  it('exist for the nine languages and hold the spec messages in English', () => {
    expect(names.sort()).toEqual([...LOCALES].sort());
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
      const same = sameAsEnglish(en, other);
      expect(same.length).toBeLessThanOrEqual(en.size * 0.1);
    });
  });
});
