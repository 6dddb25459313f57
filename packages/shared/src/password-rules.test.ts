// Unit tests of the password rules of spec section 5 and the password change form schema.
import { describe, expect, it } from 'vitest';
import { PASSWORD_SPECIALS, nameParts, passwordProblem } from './password-rules.js';
import { migrateLdapBodySchema, passwordChangeFormSchema } from './schemas/compliance.js';

const NAMES = ['Pat', 'Password'];

describe('passwordProblem', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblem('Tr4ctor!Blue', NAMES)).toBeUndefined();
  });
  it('requires a value', () => expect(passwordProblem('', NAMES)).toBe('required'));
  it('needs 8 characters', () => {
    expect(passwordProblem('Ab1!xyz', NAMES)).toBe('minLength');
    expect(passwordProblem('Ab1!xyzw', NAMES)).toBeUndefined();
  });
  it('allows at most 255 characters', () => {
    expect(passwordProblem(`Ab1!${'x'.repeat(252)}`, NAMES)).toBe('maxLength');
  });
  it('needs a lowercase letter', () =>
    expect(passwordProblem('TRACTOR1!', NAMES)).toBe('password'));
  it('needs an uppercase letter', () =>
    expect(passwordProblem('tractor1!', NAMES)).toBe('password'));
  it('needs a digit', () => expect(passwordProblem('Tractor!!', NAMES)).toBe('password'));
  it('needs a special character from the list', () => {
    expect(passwordProblem('Tractor11', NAMES)).toBe('password');
    // Characters outside the spec's list do not count.
    expect(passwordProblem('Tractor1-', NAMES)).toBe('password');
    expect(passwordProblem('Tractor1_', NAMES)).toBe('password');
  });
  it.each([...PASSWORD_SPECIALS])('counts %s as a special character', (c) => {
    expect(passwordProblem(`Tractor1${c}`, NAMES)).toBeUndefined();
  });
  it('refuses any part of the first or last name longer than 2 characters, ignoring case', () => {
    expect(passwordProblem('xxPAT1!Aaa', NAMES)).toBe('passwordNamePart');
    expect(passwordProblem('My1!passworD', NAMES)).toBe('passwordNamePart');
    expect(passwordProblem('Tr4ctor!Blue', ['Mary Ann', 'Van-Dyke'])).toBeUndefined();
    expect(passwordProblem('Dyke4ever!A', ['Mary Ann', 'Van-Dyke'])).toBe('passwordNamePart');
  });
  it('allows name parts of two characters or fewer', () => {
    expect(passwordProblem('Li1!Tractor', ['Li', 'Wu'])).toBeUndefined();
  });
  it('reads the parts of a token name claim', () => {
    expect(nameParts(['Pat Password'])).toEqual(['pat', 'password']);
    expect(passwordProblem('Pat!2026xy', ['Pat Password'])).toBe('passwordNamePart');
  });
});

describe('passwordProblem on the text a person sees', () => {
  const PAT = ['Pat', 'Parker'];
  it('reads a Cyrillic look-alike as the Latin letter', () =>
    expect(passwordProblem('P\u0430t!2026xyZ', PAT)).toBe('passwordNamePart'));
  it.each([
    ['a soft hyphen', 'Pa\u00adt!2026xyZ'],
    ['a zero-width space', 'P\u200bat!2026xyZ'],
    ['a zero-width joiner', 'Par\u200dker!2026Z'],
  ])('ignores %s inside the name', (_what, password) =>
    expect(passwordProblem(password, PAT)).toBe('passwordNamePart'),
  );
  it('folds full-width letters', () =>
    expect(passwordProblem('\uff30\uff21\uff34!2026xyZ', PAT)).toBe('passwordNamePart'));
  it('ignores combining marks on the name', () =>
    expect(passwordProblem('Pa\u0301t!2026xyZ', PAT)).toBe('passwordNamePart'));
  it('counts visible characters, not code units', () => {
    expect(passwordProblem('Aa1!\u{1F600}\u{1F600}', PAT)).toBe('minLength');
    expect(passwordProblem('Aa1!e\u0301e\u0301e\u0301', PAT)).toBe('minLength');
    expect(passwordProblem('Aa1!x\u200b\u200b\u200b\u200b', PAT)).toBe('minLength');
    expect(passwordProblem('Aa1!\u{1F600}\u{1F600}xyz', PAT)).toBeUndefined();
  });
  it('counts full-width characters as the characters they show', () =>
    expect(passwordProblem('\uff34ractor1\uff01', PAT)).toBeUndefined());
});

describe('passwordChangeFormSchema', () => {
  const form = passwordChangeFormSchema(NAMES);
  const good = {
    password: 'Tr4ctor!Blue',
    confirmPassword: 'Tr4ctor!Blue',
    securityQuestion: 'firstPet',
    securityAnswer: 'Rex the dog',
  };
  const keys = (v: object) =>
    (form.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a complete form', () => expect(form.safeParse(good).success).toBe(true));
  it('names the broken password rule', () => {
    expect(keys({ ...good, password: 'pat12345!A', confirmPassword: 'pat12345!A' })).toEqual([
      'password:Password cannot contain first or last name',
    ]);
    expect(keys({ ...good, password: 'tractor1!', confirmPassword: 'tractor1!' })).toEqual([
      'password:The password requires an uppercase, lowercase, number and special character',
    ]);
  });
  it('needs the confirmation to be equal', () => {
    expect(keys({ ...good, confirmPassword: 'Tr4ctor!Bluf' })).toEqual([
      'confirmPassword:The value must be equal to the password value',
    ]);
  });
  it('needs an answer of 4 characters', () => {
    expect(keys({ ...good, securityAnswer: 'Rex' })).toEqual([
      'securityAnswer:This field should be at least 4 characters long',
    ]);
  });
});

describe('migrateLdapBodySchema', () => {
  it('refuses unknown fields, short answers and NUL', () => {
    const body = { password: 'Tr4ctor!Blue', securityQuestion: 'firstPet', securityAnswer: 'Rex!' };
    expect(migrateLdapBodySchema.safeParse(body).success).toBe(true);
    expect(migrateLdapBodySchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(migrateLdapBodySchema.safeParse({ ...body, securityAnswer: 'Rex' }).success).toBe(false);
    expect(migrateLdapBodySchema.safeParse({ ...body, password: 'a\u0000' }).success).toBe(false);
  });
});
