// Where a webhook may point: never at the portal's own network (loopback, link-local, private,
// shared, reserved, multicast, broadcast or unspecified addresses, nor an IPv6 form that carries
// an IPv4 address to an unknown place), unless its host is listed in WEBHOOK_ALLOWED_HOSTS. The address rules
// are pure (the web form and the server share them); the server also checks what a name resolves
// to, at save and at every delivery.
import { z } from 'zod';

export type AddressProblem =
  'loopback' | 'linkLocal' | 'private' | 'unspecified' | 'reserved' | 'multicast' | 'broadcast';

function ipv4Parts(ip: string): number[] | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return undefined;
  const nums = parts.map(Number);
  return nums.every((n) => n <= 255) ? nums : undefined;
}

function ipv4Problem([a, b, c, d]: number[]): AddressProblem | undefined {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'linkLocal';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private';
  // Shared address space (carrier NAT, and cloud metadata such as 100.100.100.200), IETF protocol
  // assignments, benchmarking networks.
  if (a === 100 && b! >= 64 && b! <= 127) return 'reserved';
  if (a === 192 && b === 0 && c === 0) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (a === 255 && b === 255 && c === 255 && d === 255) return 'broadcast';
  if (a! >= 240) return 'reserved';
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail allowed), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = ipv4Parts(tail[1]!);
    if (!v4) return undefined;
    const hex = (h: number, l: number) => ((h << 8) | l).toString(16);
    text = `${text.slice(0, -tail[1]!.length)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const side = (s: string) => (s === '' ? [] : s.split(':'));
  const head = side(halves[0]!);
  const rest = halves.length === 2 ? side(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

function ipv6Problem(g: number[]): AddressProblem | undefined {
  if (g.every((x) => x === 0)) return 'unspecified';
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as that IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return ipv4Problem([g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255]);
  // IPv4-compatible (::a.b.c.d, deprecated), NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4
  // (2002::/16) and Teredo (2001::/32) carry an IPv4 address to a gateway: refused.
  if (g.slice(0, 6).every((x) => x === 0)) return 'reserved';
  if (g[0] === 0x64 && g[1] === 0xff9b && (g.slice(2, 6).every((x) => x === 0) || g[2] === 1))
    return 'reserved';
  if (g[0] === 0x2002 || (g[0] === 0x2001 && g[1] === 0)) return 'reserved';
  if ((g[0]! & 0xffc0) === 0xfe80) return 'linkLocal';
  // Site-local (fec0::/10, deprecated) is a private network like unique local (fc00::/7).
  if ((g[0]! & 0xffc0) === 0xfec0 || (g[0]! & 0xfe00) === 0xfc00) return 'private';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast';
  return undefined;
}

/** Why an IP address is refused as a webhook target; undefined for public and non-IP text. */
export function ipAddressProblem(ip: string): AddressProblem | undefined {
  const v4 = ipv4Parts(ip);
  if (v4) return ipv4Problem(v4);
  const v6 = ip.includes(':') ? ipv6Groups(ip.replace(/^\[|\]$/g, '')) : undefined;
  return v6 ? ipv6Problem(v6) : undefined;
}

/** The host of an http(s) URL as compared with the allowed hosts: lower case, IPv6 unbracketed. */
export function webhookHost(url: string): string | undefined {
  const host = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url.trim())?.[1];
  return host ? host.toLowerCase().replace(/^\[|\]$/g, '') : undefined;
}

/** The hosts of a comma-separated WEBHOOK_ALLOWED_HOSTS value. */
export const parseAllowedHosts = (value: string): string[] =>
  value
    .split(',')
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);

/**
 * Whether the URL's host itself is refused: an IP address of the portal's networks or a
 * localhost name, not listed among the allowed hosts. Names are resolved by the server.
 */
export function webhookHostRefused(url: string, allowedHosts: readonly string[]): boolean {
  const host = webhookHost(url);
  if (host === undefined || allowedHosts.includes(host)) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipAddressProblem(host) !== undefined;
}

export const WEBHOOK_ADDRESS_MESSAGE =
  'The address must be a public internet host, not a loopback, link-local, private, reserved, multicast or broadcast address';

/** The webhook URL's host check as a zod schema (run after the URL's form is checked). */
export const webhookHostSchema = (allowedHosts: readonly string[]) =>
  z.string().refine((url) => !webhookHostRefused(url, allowedHosts), {
    error: WEBHOOK_ADDRESS_MESSAGE,
  });
