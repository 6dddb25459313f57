// Follow-up reviews and the payload built from the form.
import { describe, expect, it } from 'vitest';
import { blankValues, changedSections, followUps, toPayload } from './form-values';
import { issueToKey } from '../../../lib/validation-text';
import { userFormSchema } from './validate';

describe('follow-up reviews', () => {
  it('locations lead to applications, applications to roles, roles or data to e-mail preferences', () => {
    expect(followUps(new Set(['locations']))).toEqual(['applications']);
    expect(followUps(new Set(['applications']))).toEqual(['roles']);
    expect(followUps(new Set(['roles']))).toEqual(['emailPreferences']);
    expect(followUps(new Set(['profile']))).toEqual(['emailPreferences']);
    expect(followUps(new Set(['emailPreferences']))).toEqual([]);
  });

  it('finds the sections whose values changed', () => {
    const a = blankValues('en');
    expect([...changedSections(a, { ...a, brandIds: [1], fax: '1' })].sort()).toEqual([
      'locations',
      'profile',
    ]);
  });
});

describe('payload', () => {
  it('turns empty texts into null and moves roles off removed locations to the preferred one', () => {
    const v = {
      ...blankValues('de'),
      firstName: ' Ada ',
      jobTitle: '  ',
      locations: [{ organizationId: 2, mode: 'INCLUDE' as const, preferred: true }],
      roles: [{ roleId: 5, organizationId: 1 }],
    };
    expect(toPayload(v)).toMatchObject({
      firstName: 'Ada',
      jobTitle: null,
      roles: [{ roleId: 5, organizationId: 2 }],
    });
  });
});

describe('validation', () => {
  it('gives each field the translation key of its first issue', () => {
    const result = userFormSchema(undefined).safeParse(
      toPayload({
        ...blankValues('en'),
        email: 'x',
        mobilePhone: 'abc',
        firstName: 'y'.repeat(300),
      }),
    );
    const errors: Record<string, string> = {};
    for (const issue of result.error?.issues ?? [])
      errors[String(issue.path[0])] ??= issueToKey(issue).key;
    expect(errors).toMatchObject({
      firstName: 'maxLength',
      lastName: 'required',
      email: 'email',
      mobilePhone: 'phone',
      locations: 'selectionRequired',
      brandIds: 'selectionRequired',
    });
  });
});
