// Every language file of the 'portal' namespace holds exactly the keys of en.json, really
// translated (not English copies).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { describeTranslations, localeBundles } from '../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../packages/shared/locales/portal/*.json',
  { eager: true },
);
const locales = localeBundles(files);

describe('portal locale files', () => {
  it('exist for every interface language and nothing else', () => {
    expect(locales.names.sort()).toEqual([...LOCALES].sort());
    expect(locales.en.size).toBeGreaterThan(20);
  });

  describeTranslations(locales, 0.2);
});
