// The relying party of a request's host, and the amr a passkey gives a token.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { passkeyAmr, relyingParty } from './passkeys.js';

const config = loadConfig({
  PUBLIC_URL: 'https://portal.atlas.example',
  DATA_DIR: 'memory://',
  ALLOWED_ORIGINS: 'https://portal.corvid.example',
});

describe('relying party', () => {
  it('is the host the request names when the portal serves it, else the host of PUBLIC_URL', () => {
    expect(relyingParty(config, 'portal.atlas.example')).toMatchObject({
      id: 'portal.atlas.example',
      origin: 'https://portal.atlas.example',
    });
    expect(relyingParty(config, 'PORTAL.CORVID.EXAMPLE')).toMatchObject({
      id: 'portal.corvid.example',
      origin: 'https://portal.corvid.example',
      name: 'Corvid',
    });
    expect(relyingParty(config, 'evil.example').id).toBe('portal.atlas.example');
    expect(relyingParty(config, undefined).id).toBe('portal.atlas.example');
  });
});

describe('amr of a passkey', () => {
  it('says swk for a synced passkey, hwk for a device-bound one, with user', () => {
    expect(passkeyAmr(true)).toEqual(['swk', 'user']);
    expect(passkeyAmr(false)).toEqual(['hwk', 'user']);
  });
});
