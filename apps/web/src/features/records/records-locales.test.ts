// The 'records' translation files: the keys of en.json in every language, placeholders kept, really
// translated, and a text for every operation, status and event type the shared schemas name.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_OPERATIONS,
  INTEGRATION_ERROR_STATUSES,
  INTEGRATION_EVENT_TYPES,
  INTEGRATION_TARGET_TYPES,
  LOCALES,
} from '@portal/shared';
import { describeTranslations, localeBundles } from '../../test/locale-bundles';

const files = import.meta.glob<{ default: object }>(
  '../../../../../packages/shared/locales/records/*.json',
  { eager: true },
);
const locales = localeBundles(files);
const { names, en } = locales;

describe('records locale files', () => {
  it('exist for the nine languages and name every value of the shared schemas', () => {
    expect(names.sort()).toEqual([...LOCALES].sort());
    for (const op of AUDIT_OPERATIONS) expect(en.get(`operations.${op}`)).toBeTruthy();
    for (const s of INTEGRATION_ERROR_STATUSES)
      expect(en.get(`errors.statusValues.${s}`)).toBeTruthy();
    for (const s of INTEGRATION_TARGET_TYPES)
      expect(en.get(`errors.targetTypeValues.${s}`)).toBeTruthy();
    for (const e of INTEGRATION_EVENT_TYPES) expect(en.get(`webhooks.events.${e}`)).toBeTruthy();
  });

  describeTranslations(locales);
});
