// The directory review's rules: attention, save body, missing holders, closed flags.
import { describe, expect, it } from 'vitest';
import {
  CLOSED_KEYS,
  closedFlag,
  forgetLoginScopedFlags,
  draftOf,
  isClosed,
  missingRequired,
  needsReview,
  toSelection,
} from './directory-review';
import { requiresAttention, type DirectoryLocation } from '@portal/shared';

const ADA = { id: 7, firstName: 'Ada', lastName: 'Admin', email: 'a@x', serialNumber: 'S7' };
const location = (service: typeof ADA | null, parts: typeof ADA | null): DirectoryLocation => ({
  id: 40,
  locationName: 'Buckeye',
  configurations: [
    {
      id: 3,
      items: [
        {
          id: 1,
          name: 'SM',
          displayName: 'Service',
          description: '',
          required: true,
          identity: service,
        },
        {
          id: 2,
          name: 'PM',
          displayName: 'Parts',
          description: '',
          required: false,
          identity: parts,
        },
      ],
    },
  ],
});

describe('directory review rules', () => {
  it('reviews only locations missing a required holder; any gap needs attention', () => {
    expect(needsReview(location(null, ADA))).toBe(true);
    expect(needsReview(location(ADA, null))).toBe(false);
    expect(requiresAttention(location(ADA, null))).toBe(true);
    expect(requiresAttention(location(ADA, ADA))).toBe(false);
  });

  it('names the required items a draft leaves empty', () => {
    const loc = location(null, null);
    expect(missingRequired(loc, draftOf(loc))).toEqual([1]);
    expect(missingRequired(loc, { 1: ADA, 2: null })).toEqual([]);
  });

  it('sends only selections with an identity', () => {
    const loc = location(null, null);
    expect(toSelection(loc, { 1: ADA, 2: null })).toEqual({
      directoryDataConfigurationId: 3,
      organizationId: 40,
      selections: [{ directoryDataTypeId: 1, identityId: 7, serialNumber: 'S7' }],
    });
  });

  it('holds a dealer-location popup closed for 90 days', () => {
    const now = Date.UTC(2026, 0, 1);
    const flag = closedFlag('DEALER_LOCATION', now, 'L1');
    expect(isClosed(flag, now + 89 * 86_400_000, 'L2')).toBe(true);
    expect(isClosed(flag, now + 91 * 86_400_000, 'L1')).toBe(false);
  });

  it('holds a singular-roles popup closed until the next login', () => {
    const flag = closedFlag('SINGULAR_ROLES', 0, 'login-1');
    expect(isClosed(flag, 10 ** 13, 'login-1')).toBe(true);
    expect(isClosed(flag, 0, 'login-2')).toBe(false);
    expect(isClosed(null, 0, 'login-1')).toBe(false);
  });
});

describe('sign-out', () => {
  it('ends a singular-roles skip but keeps a dealer-location one', () => {
    localStorage.setItem(CLOSED_KEYS.SINGULAR_ROLES, 'login:x');
    localStorage.setItem(CLOSED_KEYS.DEALER_LOCATION, 'until:1');
    forgetLoginScopedFlags();
    expect(localStorage.getItem('dealer-location-reminder-popup-roles-closed')).toBeNull();
    expect(localStorage.getItem('dealer-location-reminder-popup-closed')).toBe('until:1');
  });
});
