// The one formatter: words for codes, names for records, dates in the reader's language.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LOCALES } from '@portal/shared';
import portalEn from '../../../../packages/shared/locales/portal/en.json';
import portalDe from '../../../../packages/shared/locales/portal/de.json';
import wordsEn from '../../../../packages/shared/locales/words/en.json';
import wordsDe from '../../../../packages/shared/locales/words/de.json';
import { localeBundles, placeholders, sameAsEnglish } from '../test/locale-bundles';
import { humanize, makeReadable } from './readable';

async function readableIn(lng: 'en' | 'de') {
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: {
      en: { portal: portalEn, words: wordsEn },
      de: { portal: portalDe, words: wordsDe },
    },
    interpolation: { escapeValue: false },
  });
  return makeReadable(i.getFixedT(lng, 'words'), i.getFixedT(lng, 'portal'), lng);
}

const RAW = /\b[A-Z]+_[A-Z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|^(true|false)$|\d{4}-\d{2}-\d{2}T/;

describe('readable values', () => {
  it('words every kind of value of the history in German', async () => {
    const r = await readableIn('de');
    expect(r.operation('UPDATE')).toBe('Geändert');
    expect(r.field('mobilePhone')).toBe('Mobiltelefon');
    expect(r.value('userType', 'EXTERNAL')).toBe('Extern');
    expect(r.value('accountType', 'STANDARD')).toBe('Standard');
    expect(r.value('emailVerified', 'true')).toBe('Ja');
    expect(r.value('requiredActions', 'changePassword,adminAttestation')).toBe(
      'Passwort ändern, Kontoprüfung',
    );
    expect(r.value('securityQuestion', 'firstPet')).toBe('Name Ihres ersten Haustiers');
    expect(r.value('preferredLanguage', 'fr')).toBe('Französisch');
    expect(r.value('regions', 'NA', [{ code: 'NA', name: null }])).toBe(portalDe.regions.NA);
    expect(
      r.value('locations', 'x', [
        { code: 'ATL-0001', name: 'Buckeye', mode: 'include', preferred: true },
      ]),
    ).toBe('Buckeye (ATL-0001): eingeschlossen, bevorzugt');
    expect(
      r.value('roles', 'x', [
        {
          code: 'DOCUMENT_READER',
          name: 'Document reader',
          location: { code: 'ATL-0001', name: 'Buckeye' },
        },
      ]),
    ).toBe('Document reader bei Buckeye (ATL-0001)');
    expect(r.value('lastAttestedAt', '2026-03-01T10:00:00.000Z')).toMatch(/2026/);
    expect(r.value('lastAttestedAt', '2026-03-01T10:00:00.000Z')).not.toMatch(RAW);
    expect(r.value('jobTitle', null)).toBe('—');
  });

  it('keeps free text and turns unknown codes into words, never a raw code', async () => {
    const r = await readableIn('en');
    expect(r.value('jobTitle', 'NASA liaison')).toBe('NASA liaison');
    expect(r.value('anything', 'SOME_NEW_CODE')).toBe('Some new code');
    expect(r.field('someNewField')).toBe('Some new field');
    expect(r.operation('BULK_MERGE')).toBe('Bulk merge');
    expect(humanize('firstPet')).toBe('First pet');
  });
});

const files = import.meta.glob<{ default: object }>(
  '../../../../packages/shared/locales/words/*.json',
  {
    eager: true,
  },
);
const { names, bundle, en } = localeBundles(files);

describe('words locale files', () => {
  it('exist for the nine languages', () => expect(names.sort()).toEqual([...LOCALES].sort()));
  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (lng) => {
    const other = bundle(lng);
    it('has exactly the keys of en.json, with the same placeholders, translated', () => {
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en)
        expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
      expect(sameAsEnglish(en, other).length).toBeLessThanOrEqual(en.size * 0.15);
    });
  });
});
