// Signatures of webhook requests per the Standard Webhooks specification: HMAC-SHA256 over
// "<id>.<timestamp>.<body>" keyed with the base64-decoded part of a `whsec_` secret, sent as
// "v1,<base64>", one per valid secret separated by spaces (two during a rotation). A secret saved
// before this format (not `whsec_` + base64 of 24-64 bytes) keeps its text as the key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { webhookSecretBytes } from '@portal/shared';

/** A new secret: `whsec_` + base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The HMAC key of a secret: the decoded bytes of a standard one, the text of a legacy one. */
export function secretKey(secret: string): Buffer {
  return webhookSecretBytes(secret) === undefined
    ? Buffer.from(secret)
    : Buffer.from(secret.slice('whsec_'.length), 'base64');
}

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** True when one of the space-separated signatures of the header matches (receivers, tests). */
export function verifySignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signPayload(secret, id, timestamp, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The headers of one webhook request, signed with each valid secret. */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  body: string,
  now = Date.now(),
) {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Atlas-Portal-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signPayload(s, id, timestamp, body)).join(' '),
  };
}
