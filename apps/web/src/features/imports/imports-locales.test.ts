// The 'imports' translation files: the keys of en.json in every language, placeholders kept, really
// translated, and a text for every column, row error, file error and status the shared contract
// names (the server reads rowErrors.* for the downloadable report).
import { describe, expect, it } from 'vitest';
import {
  IMPORT_COLUMNS,
  IMPORT_CONTEXTS,
  IMPORT_FILE_ERRORS,
  IMPORT_ROW_ERRORS,
  IMPORT_STATUSES,
  LOCALES,
} from '@portal/shared';
import { localeBundles, placeholders, sameAsEnglish } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/imports/*.json',
  { eager: true },
);
const { names, bundle, en } = localeBundles(files);

describe('imports locale files', () => {
  it('exist for the nine languages and name every value of the shared contract', () => {
    expect(names.sort()).toEqual([...LOCALES].sort());
    for (const context of IMPORT_CONTEXTS) {
      expect(en.get(`intro.${context}`)).toBeTruthy();
      for (const column of IMPORT_COLUMNS[context])
        expect(en.get(`columns.${context}.${column.name}`)).toBeTruthy();
    }
    for (const code of IMPORT_ROW_ERRORS) expect(en.get(`rowErrors.${code}`)).toBeTruthy();
    for (const code of IMPORT_FILE_ERRORS) expect(en.get(`fileErrors.${code}`)).toBeTruthy();
    for (const status of IMPORT_STATUSES) expect(en.get(`status.${status}`)).toBeTruthy();
    // Spec section 5 wording.
    expect(en.get('fileErrors.INVALID_FILE_TYPE')).toBe('Invalid File Type');
    expect(en.get('fileErrors.TOO_MANY_FILES')).toBe('You can only upload 1 item at the time');
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng);
    it('has exactly the keys of en.json, with the same placeholders', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    });
    it('is translated: at most 10% of the texts equal the English ones', () => {
      expect(sameAsEnglish(en, other).length).toBeLessThanOrEqual(en.size * 0.1);
    });
  });
});
