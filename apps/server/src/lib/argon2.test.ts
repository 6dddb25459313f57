// Password hashes: argon2id in one of OWASP's configurations, and checked against the password.
import { describe, expect, it } from 'vitest';
import { hash, verify } from './argon2.js';

/** OWASP's equally strong argon2id configurations (Password Storage Cheat Sheet): [m KiB, t], p = 1. */
const OWASP = [
  [47104, 1],
  [19456, 2],
  [12288, 3],
  [9216, 4],
  [7168, 5],
];

describe('password hashing', () => {
  it('stores argon2id with parameters at least as strong as one of OWASP’s', async () => {
    const stored = await hash('Portal-Demo-2026!');
    const [, m, t, p] = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored) ?? [];
    expect(Number(p)).toBe(1);
    expect(OWASP.some(([om, ot]) => Number(m) >= om! && Number(t) >= ot!)).toBe(true);
    expect(await verify(stored, 'Portal-Demo-2026!')).toBe(true);
    expect(await verify(stored, 'Portal-Demo-2026?')).toBe(false);
  });
});
