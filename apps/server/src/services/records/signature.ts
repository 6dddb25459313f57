// Signatures of webhook requests in the style of Standard Webhooks: an HMAC-SHA256 over
// "<id>.<timestamp>.<body>" with the subscription's secret, sent as "v1,<base64>".
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64');
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

/** The headers of one webhook request. */
export function webhookHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Atlas-Portal-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPayload(secret, id, timestamp, body),
  };
}
