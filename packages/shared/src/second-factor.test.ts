// Who MFA_REQUIRED covers and which writes need a second factor in the token.
import { describe, expect, it } from 'vitest';
import { FEATURES as F } from './features.js';
import {
  hasSecondFactor,
  isAdministrativeWrite,
  mfaCovers,
  recoveryCodeSchema,
  totpCodeSchema,
} from './second-factor.js';

describe('MFA_REQUIRED policy matrix', () => {
  const people: [string, string[]][] = [
    ['any-admin (users write)', [F.usersWrite]],
    ['any-admin (announcements write)', [F.announcementsWrite]],
    ['auditor', [F.auditUsersRead]],
    ['organisation auditor', [F.auditOrgsRead]],
    ['integration status reader', [F.integrationStatusRead]],
    ['integration manager', [F.integrationsWrite]],
    ['user editor', [F.usersEdit]],
    ['reader', [F.usersRead, F.documentsView]],
    ['no features', []],
  ];
  const administrators = [true, true, true, true, true, true, false, false, false];
  it.each(people.map((p, i) => [...p, administrators[i]] as const))(
    '%s: administrators → %s',
    (_name, features, expected) => {
      expect(mfaCovers('administrators', features)).toBe(expected);
      expect(mfaCovers('all', features)).toBe(true);
      expect(mfaCovers('none', features)).toBe(false);
    },
  );
});

describe('tokens and writes', () => {
  it('counts otp and keys as a second factor, a password alone not', () => {
    expect(hasSecondFactor(['pwd'])).toBe(false);
    expect(hasSecondFactor(undefined)).toBe(false);
    expect(hasSecondFactor(['pwd', 'otp'])).toBe(true);
    expect(hasSecondFactor(['hwk'])).toBe(true);
  });
  it('calls writes of admin features administrative, reads and own-profile writes not', () => {
    expect(isAdministrativeWrite('POST', { features: [F.usersWrite] })).toBe(true);
    expect(
      isAdministrativeWrite('DELETE', { features: [F.usersWrite, F.usersEdit], mode: 'any' }),
    ).toBe(true);
    expect(isAdministrativeWrite('GET', { features: [F.usersWrite] })).toBe(false);
    expect(isAdministrativeWrite('PUT', { features: [] })).toBe(false);
    expect(isAdministrativeWrite('POST', { public: true })).toBe(false);
  });
  it('reads typed codes leniently and refuses anything else', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(totpCodeSchema.safeParse('12345a').success).toBe(false);
    expect(recoveryCodeSchema.parse('ABCDE-12345')).toBe('abcde12345');
    expect(recoveryCodeSchema.safeParse('abc').success).toBe(false);
  });
});
