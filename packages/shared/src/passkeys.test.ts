// The shapes a browser's passkey answers and a passkey's name must have.
import { describe, expect, it } from 'vitest';
import {
  passkeyAssertionSchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
} from './passkeys.js';

const registration = {
  id: 'AbC-_1',
  rawId: 'AbC-_1',
  type: 'public-key',
  clientExtensionResults: { credProps: { rk: true }, other: 1 },
  response: {
    clientDataJSON: 'eyJ0',
    attestationObject: 'o2Nm',
    transports: ['internal', 'hybrid', 'teleport'],
  },
};

describe('passkey answers', () => {
  it('keeps a registration, dropping unknown transports and extension results', () => {
    const parsed = passkeyRegistrationSchema.parse(registration);
    expect(parsed.response.transports).toEqual(['internal', 'hybrid']);
    expect(parsed.clientExtensionResults).toEqual({ credProps: { rk: true } });
  });

  it('refuses what is not base64url, too long, or not a public key', () => {
    const bad = (over: object) => passkeyRegistrationSchema.safeParse({ ...registration, ...over });
    expect(bad({ id: 'a+b/' }).success).toBe(false);
    expect(bad({ id: 'a'.repeat(1401) }).success).toBe(false);
    expect(bad({ type: 'password' }).success).toBe(false);
    expect(
      passkeyAssertionSchema.safeParse({ ...registration, response: { clientDataJSON: 'a' } })
        .success,
    ).toBe(false);
  });
});

describe('passkey names', () => {
  it('trims, allows an empty name (a default follows) and refuses control characters or length', () => {
    expect(passkeyNameSchema.parse('  Laptop ')).toBe('Laptop');
    expect(passkeyNameSchema.parse('')).toBe('');
    expect(passkeyNameSchema.safeParse('a\u0007b').success).toBe(false);
    expect(passkeyNameSchema.safeParse('x'.repeat(65)).success).toBe(false);
    expect(passkeyNameSchema.parse('钥匙 🔑')).toBe('钥匙 🔑');
  });
});
