// Which compliance flow opens first (spec section 4, Required action).
import { describe, expect, it } from 'vitest';
import { chooseRequiredAction } from './required-action.js';

describe('chooseRequiredAction', () => {
  it('is none for an empty or missing list', () => {
    expect(chooseRequiredAction([])).toBeNull();
    expect(chooseRequiredAction(undefined)).toBeNull();
  });

  it('prefers changePassword wherever it stands', () => {
    expect(chooseRequiredAction(['adminAttestation', 'directoryReview', 'changePassword'])).toBe(
      'changePassword',
    );
  });

  it('otherwise takes the first listed', () => {
    expect(chooseRequiredAction(['directoryReview', 'adminAttestation'])).toBe('directoryReview');
    expect(chooseRequiredAction(['singularRolesReview'])).toBe('singularRolesReview');
  });
});
