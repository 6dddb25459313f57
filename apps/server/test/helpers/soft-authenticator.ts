// A software passkey authenticator for API tests: an ES256 key made with node:crypto, and the
// WebAuthn answers a browser would send (attestation "none"), built byte by byte.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

const head = (major: number, n: number): Buffer => {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
};

/** The few CBOR items (RFC 8949) WebAuthn uses: integers, text, bytes, arrays, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([head(5, value.size), ...parts]);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface AuthenticatorOptions {
  /** Backup eligible and backed up (a synced passkey): BE and BS set, amr swk. */
  synced?: boolean;
  /** Whether the person was verified (UV flag); a passkey sign-in requires it. */
  verified?: boolean;
  /** The signature counter the next answer reports (a synced passkey keeps 0). */
  counter?: number;
}

/** One passkey: its key pair and id, answering create() and get() for an origin. */
export class SoftPasskey {
  readonly id = randomBytes(16);
  private readonly key: { publicKey: KeyObject; privateKey: KeyObject };
  counter: number;
  private userHandle: Uint8Array | undefined;

  constructor(private readonly opts: AuthenticatorOptions = {}) {
    this.key = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.counter = opts.counter ?? 0;
  }

  get credentialId() {
    return b64url(this.id);
  }

  private flags(withCredential: boolean, verified = this.opts.verified ?? true) {
    let f = 0x01; // user present
    if (verified) f |= 0x04;
    if (this.opts.synced) f |= 0x08 | 0x10;
    if (withCredential) f |= 0x40;
    return f;
  }

  private authData(rpId: string, withCredential: boolean, verified?: boolean) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Uint8Array[] = [
      sha256(rpId),
      Buffer.from([this.flags(withCredential, verified)]),
      count,
    ];
    if (withCredential) {
      const jwk = this.key.publicKey.export({ format: 'jwk' });
      // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
      const cose = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.id.length);
      parts.push(Buffer.alloc(16), len, this.id, cbor(cose));
    }
    return Buffer.concat(parts);
  }

  /** The answer of navigator.credentials.create() to registration options. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin: string,
    over: { verified?: boolean } = {},
  ) {
    this.userHandle = Buffer.from(options.user.id, 'base64url');
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const authData = this.authData(options.rp.id!, true, over.verified);
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /**
   * The answer of navigator.credentials.get() to sign-in options, signed with the key; an
   * authenticator with a counter advances it first (a synced passkey keeps 0).
   */
  get(options: { challenge: string; rpId?: string }, origin: string) {
    if (this.opts.counter !== undefined) this.counter += 1;
    return this.answer(options.challenge, options.rpId!, origin);
  }

  /** An answer with the counter as it stands (a replayed or cloned authenticator's). */
  answer(challenge: string, rpId: string, origin: string) {
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
    );
    const authData = this.authData(rpId, false);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.key.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: b64url(this.userHandle) } : {}),
      },
    };
  }

  /** The COSE public key as the portal stores it (for a passkey put straight into the database). */
  publicKeyCose() {
    const data = this.authData('x', true);
    return data.subarray(37 + 16 + 2 + this.id.length);
  }

  /** The user handle to answer with, for a passkey put straight into the database. */
  belongsTo(subject: string) {
    this.userHandle = Buffer.from(subject, 'utf8');
  }
}
