// Zod issues of the shared schemas become translation keys and from there the user's language:
// the same issue reads in English and in German, limits included, without reading the English back.
import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import type { z } from 'zod';
import { applicationInputSchema, createUserBodySchema, documentFieldsSchema } from '@portal/shared';
import en from '../../../../packages/shared/locales/portal/en.json';
import de from '../../../../packages/shared/locales/portal/de.json';
import { issueText, issueToKey } from './validation-text';

async function translator(lng: 'en' | 'de'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    ns: ['portal'],
    defaultNS: 'portal',
    resources: { en: { portal: en }, de: { portal: de } },
  });
  return i18n.t;
}

/** The first issue at `field` when the schema checks `value`. */
function issueAt(schema: z.ZodType, value: unknown, field: string): z.core.$ZodIssue {
  const issue = schema.safeParse(value).error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`no issue at ${field}`);
  return issue;
}

const user = {
  firstName: 'Ada',
  lastName: '',
  email: 'not-an-address',
  jobTitle: 'x'.repeat(256),
  mobilePhone: 'call me',
  secondaryPhone: null,
  fax: null,
  userType: 'EXTERNAL',
  accountType: 'STANDARD',
  preferredLanguage: 'en',
  serialNumber: null,
  locations: [],
  brandIds: [],
  regionCodes: [],
  roles: [],
  permissionSetIds: [],
  applicationIds: [],
  digitalPermissions: [],
  emailPreferences: [],
};

describe('issueToKey', () => {
  it('derives keys from codes and limits, and takes the key a refinement names', () => {
    const s = createUserBodySchema;
    expect(issueToKey(issueAt(s, user, 'lastName'))).toEqual({ key: 'required' });
    expect(issueToKey(issueAt(s, user, 'email'))).toEqual({ key: 'email' });
    expect(issueToKey(issueAt(s, user, 'jobTitle'))).toEqual({
      key: 'maxLength',
      values: { max: 255 },
    });
    expect(issueToKey(issueAt(s, user, 'mobilePhone'))).toEqual({ key: 'phone' });
    expect(issueToKey(issueAt(s, user, 'locations'))).toEqual({ key: 'selectionRequired' });
    const app = issueAt(applicationInputSchema, { link: 'ftp:/x' }, 'link');
    expect(issueToKey(app)).toEqual({ key: 'link' });
  });

  it('keeps a key the schema gives as its message, with the limit it names', () => {
    const issue = issueAt(documentFieldsSchema, { name: 'n'.repeat(300) }, 'name');
    expect(issueToKey(issue)).toEqual({ key: 'maxLength', values: { max: 255 } });
  });

  it('never reads the message: an English sentence without a key is "not valid"', () => {
    const issue: z.core.$ZodIssue = {
      code: 'custom',
      path: ['x'],
      message: 'Value is not a valid email address',
      input: 'x',
    };
    expect(issueToKey(issue)).toEqual({ key: 'invalid' });
  });
});

describe('issueText', () => {
  it('shows the spec wording in English and its translation in German', async () => {
    const [english, german] = [await translator('en'), await translator('de')];
    const email = issueAt(createUserBodySchema, user, 'email');
    expect(issueText(english, email)).toBe('Value is not a valid email address');
    expect(issueText(german, email)).toBe('Wert ist keine gültige E-Mail-Adresse');
    const long = issueAt(createUserBodySchema, user, 'jobTitle');
    expect(issueText(english, long)).toBe('The maximum length allowed is 255');
    expect(issueText(german, long)).toBe('Die maximal zulässige Länge beträgt 255');
    const required = issueAt(createUserBodySchema, user, 'lastName');
    expect(issueText(english, required)).toBe('Value is required');
    expect(issueText(german, required)).toBe('Wert ist erforderlich');
  });
});
