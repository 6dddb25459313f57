// The 'provisioning' translations: every language holds exactly the keys of en.json, keeps the
// placeholders and is really translated.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/shared';
import { describeTranslations, localeBundles } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/provisioning/*.json',
  { eager: true },
);
const locales = localeBundles(files);

describe('provisioning locale files', () => {
  it('exist for every interface language', () => {
    expect(locales.names.sort()).toEqual([...LOCALES].sort());
  });

  describeTranslations(locales);
});
