// Passkeys (WebAuthn, issue 26): what a browser sends back after creating or using a passkey,
// and the name a person gives one. Sizes are generous for real authenticators, small enough that
// a made-up answer is refused before any decoding.
import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const PASSKEY_TRANSPORTS: readonly string[] = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
];

const common = {
  // A credential id is at most 1,023 bytes (WebAuthn level 3): 1,364 base64url characters.
  id: base64url(1400),
  rawId: base64url(1400),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  }),
  type: z.literal('public-key'),
};

/** The answer of `navigator.credentials.create()` as @simplewebauthn/browser sends it. */
export const passkeyRegistrationSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(6000),
    authenticatorData: base64url(4096).optional(),
    // Unknown transports of newer browsers are dropped, not refused.
    transports: z
      .array(z.string().max(32))
      .max(10)
      .optional()
      .transform((list) => list?.filter((t) => PASSKEY_TRANSPORTS.includes(t))),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** The answer of `navigator.credentials.get()` as @simplewebauthn/browser sends it. */
export const passkeyAssertionSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(128).optional(),
  }),
});

export const PASSKEY_NAME_MAX = 64;

/** A passkey's name: trimmed, at most 64 characters, no control characters ('' = a default). */
export const passkeyNameSchema = z
  .string()
  .max(1000)
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .max(PASSKEY_NAME_MAX)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f\p{Cs}]*$/u),
  );

/** A form field holding JSON: parsed, or undefined when it is not JSON. */
export function jsonField(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
