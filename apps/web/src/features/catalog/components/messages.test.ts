// Validation and API messages in the user's language.
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { TFunction } from 'i18next';
import de from '../../../../../../packages/shared/locales/catalog/de.json';
import { ApiError } from '../../../lib/api-client';
import { errorText, validationText } from './messages';

async function german(): Promise<TFunction<'catalog'>> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'de',
    ns: ['catalog'],
    defaultNS: 'catalog',
    resources: { de: { catalog: de } },
  });
  return i18n.getFixedT('de', 'catalog') as TFunction<'catalog'>;
}

describe('validationText', () => {
  it('translates the shared messages with their numbers, also with the API field suffix', async () => {
    const t = await german();
    expect(validationText(t, 'Value is required')).toBe('Wert ist erforderlich');
    expect(validationText(t, 'The maximum length allowed is 255 (title)')).toBe(
      'Die maximal zulässige Länge beträgt 255',
    );
    expect(validationText(t, 'Maximum of 100 options selected')).toBe(
      'Maximal 100 Optionen ausgewählt',
    );
    expect(validationText(t, 'Something else')).toBe('Something else');
  });
});

describe('errorText', () => {
  it('uses the known error codes, else the server message, else a generic text', async () => {
    const t = await german();
    const conflict = new ApiError(409, {
      message: 'x',
      code: 'CONFLICT',
      details: { key: 'catalog:errors.versionConflict' },
    });
    expect(errorText(t, conflict)).toMatch(/^Jemand anderes hat diesen Eintrag/);
    const cycle = new ApiError(400, {
      message: 'These relations would make a cycle: A → B → A.',
      code: 'VALIDATION_FAILED',
      details: { key: 'catalog:errors.relationCycle' },
    });
    expect(errorText(t, cycle)).toBe('These relations would make a cycle: A → B → A.');
    expect(errorText(t, new Error('boom'))).toBe(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    );
  });
});
