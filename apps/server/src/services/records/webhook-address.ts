// The server's part of the webhook address rule (packages/shared/src/webhook-address.ts): what a
// host name resolves to, when a subscription is saved and on every delivery connection, so a name
// that points (or is later pointed) at a loopback, link-local, private, reserved, multicast or
// broadcast address (or an IPv6 form carrying IPv4: NAT64, 6to4, Teredo, ::a.b.c.d) is refused.
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { ipAddressProblem, WEBHOOK_ADDRESS_MESSAGE, webhookHostRefused } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

const LOOKUP_TIMEOUT_MS = 3_000;

const refusal = () => new HttpError(400, WEBHOOK_ADDRESS_MESSAGE, 'validation.webhookAddress');

/** The first refused address among a host's addresses, with why. */
function refusedAddress(addresses: readonly dns.LookupAddress[]) {
  for (const a of addresses) {
    const problem = ipAddressProblem(a.address);
    if (problem) return { address: a.address, problem };
  }
  return undefined;
}

/** The host as connections see it (WHATWG-normalised, so 2130706433 is 127.0.0.1), unbracketed. */
function connectHost(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}

/** Whether the URL's host is itself refused (a name or address, before any lookup). */
export function hostRefused(url: string, allowedHosts: readonly string[]): boolean {
  if (webhookHostRefused(url, allowedHosts)) return true;
  const host = connectHost(url);
  if (host === undefined) return true;
  return !allowedHosts.includes(host) && ipAddressProblem(host) !== undefined;
}

/**
 * Refuses (400) a webhook URL whose host is, or resolves to, a refused address, unless the host is
 * allowed. A name that does not resolve now is accepted: every delivery checks it again.
 */
export async function checkWebhookUrl(url: string, allowedHosts: readonly string[]) {
  if (hostRefused(url, allowedHosts)) throw refusal();
  const host = connectHost(url)!;
  // An allowed host, or a public address written as such: nothing to resolve.
  if (allowedHosts.includes(host) || isIP(host) !== 0) return;
  const lookup = dns.promises.lookup(host, { all: true, verbatim: true });
  const timeout = new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), LOOKUP_TIMEOUT_MS).unref();
  });
  const addresses = await Promise.race([lookup, timeout]).catch(() => undefined);
  if (addresses && refusedAddress(addresses)) throw refusal();
}

/**
 * A DNS lookup for delivery connections that fails for a host resolving to a refused address
 * (unless allowed), so the connection goes only to the address that was checked.
 */
export function guardedLookup(allowedHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const bad = allowedHosts.includes(hostname.toLowerCase())
        ? undefined
        : refusedAddress(addresses);
      if (bad) {
        const refused = new Error(
          `${hostname} resolves to ${bad.address}, a ${bad.problem} address: refused (WEBHOOK_ALLOWED_HOSTS)`,
        );
        return callback(Object.assign(refused, { code: 'EWEBHOOKADDRESS' }), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
