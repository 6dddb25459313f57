// Scope lists and the check that a token holds the scopes a caller needs.
import { describe, expect, it } from 'vitest';
import { API_SCOPES, SIGN_IN_SCOPES, missingScopes } from './scopes.js';
import { pickLocale } from './locales.js';

describe('scopes', () => {
  it('requests the 23 scopes of spec section 6', () => {
    expect(SIGN_IN_SCOPES).toHaveLength(23);
    expect(SIGN_IN_SCOPES).toContain('offline_access');
  });

  it('gives the API every scope that is not an OpenID one', () => {
    expect(API_SCOPES).toContain('api:iam');
    expect(API_SCOPES).not.toContain('openid');
  });

  it('lists the missing scopes', () => {
    expect(missingScopes('openid api:iam', ['api:iam'])).toEqual([]);
    expect(missingScopes('openid', ['openid', 'api:iam'])).toEqual(['api:iam']);
    expect(missingScopes(undefined, ['openid'])).toEqual(['openid']);
  });
});

describe('pickLocale', () => {
  it('takes the first supported browser language, else en', () => {
    expect(pickLocale(['de-CH', 'fr'])).toBe('de');
    expect(pickLocale(['sv-SE', 'pt-BR'])).toBe('pt');
    expect(pickLocale(['sv-SE'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });
});
