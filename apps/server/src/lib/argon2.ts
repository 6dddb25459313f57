// Password hashing with @node-rs/argon2, its native module loaded with the first password hashed
// or checked rather than at every start of the server (~10 ms).
import type * as Argon2Module from '@node-rs/argon2';

type Argon2 = typeof Argon2Module;

let loaded: Promise<Argon2> | undefined;
const argon2 = () => (loaded ??= import('@node-rs/argon2'));

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1).
 * The hash runs on libuv's thread pool, never on the event loop; a stored hash names its own
 * parameters, so a change here applies to passwords set afterwards.
 */
export const PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash (the library's default algorithm) with PASSWORD_HASHING's parameters. */
export const hash = async (password: string) => (await argon2()).hash(password, PASSWORD_HASHING);

export const verify = async (...args: Parameters<Argon2['verify']>) =>
  (await argon2()).verify(...args);
