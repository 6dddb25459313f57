// The 'users' translation files: the keys of en.json in every language, placeholders kept, really translated.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { describeTranslations, localeBundles } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/users/*.json',
  { eager: true },
);
const locales = localeBundles(files);
const { names, en } = locales;

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

  describeTranslations(locales);
});
