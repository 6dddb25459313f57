// The one feature check used by the API guard and the web app (spec section 6).
import { describe, expect, it } from 'vitest';
import { derivedFeatures, hasFeatures, isAnyAdmin } from './features.js';

describe('hasFeatures', () => {
  const held = ['admin:users:read', 'documents:view'];

  it('passes an empty check', () => {
    expect(hasFeatures(held)).toBe(true);
    expect(hasFeatures([], { features: [] })).toBe(true);
  });

  it('needs all names by default', () => {
    expect(hasFeatures(held, { features: ['admin:users:read', 'documents:view'] })).toBe(true);
    expect(hasFeatures(held, { features: ['admin:users:read', 'admin:users:write'] })).toBe(false);
    expect(hasFeatures(held, { features: 'documents:view' })).toBe(true);
  });

  it('needs one name in mode any', () => {
    expect(
      hasFeatures(held, { features: ['admin:users:write', 'admin:users:read'], mode: 'any' }),
    ).toBe(true);
    expect(hasFeatures(held, { features: ['admin:users:write', 'feature:dev'], mode: 'any' })).toBe(
      false,
    );
  });

  it('blocks when any denied feature is held, even for an empty check', () => {
    expect(hasFeatures(held, { features: ['documents:view'], deny: ['admin:users:read'] })).toBe(
      false,
    );
    expect(hasFeatures(held, { deny: ['feature:dev', 'documents:view'] })).toBe(false);
    expect(hasFeatures(held, { features: ['documents:view'], deny: ['feature:dev'] })).toBe(true);
  });

  it('accepts a Set as well as an array', () => {
    expect(hasFeatures(new Set(held), { features: ['documents:view'] })).toBe(true);
  });
});

describe('isAnyAdmin', () => {
  it.each([
    'admin:announcements:write',
    'admin:users:write',
    'admin:applications:write',
    'admin:securityRoles:write',
    'admin:permissionSets:write',
  ])('is true with %s', (f) => expect(isAnyAdmin([f])).toBe(true));

  it('is false with read features or user edit only', () => {
    expect(
      isAnyAdmin([
        'admin:users:read',
        'admin:users:edit',
        'admin:announcements:read',
        'feature:dev',
      ]),
    ).toBe(false);
  });
});

describe('derivedFeatures', () => {
  it('adds serialNumber:present for an employee number and one string per directory group', () => {
    expect(derivedFeatures('D200002', ['dealers', 'service'], 'atlas')).toEqual([
      'serialNumber:present',
      'atlas:dealers',
      'atlas:service',
    ]);
  });

  it('adds nothing for a missing or blank employee number', () => {
    expect(derivedFeatures(null, [], 'atlas')).toEqual([]);
    expect(derivedFeatures('  ', [], 'atlas')).toEqual([]);
  });
});
