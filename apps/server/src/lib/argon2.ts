// Password hashing with @node-rs/argon2, its native module loaded with the first password hashed
// or checked rather than at every start of the server (~10 ms).
import type * as Argon2Module from '@node-rs/argon2';

type Argon2 = typeof Argon2Module;

let loaded: Promise<Argon2> | undefined;
const argon2 = () => (loaded ??= import('@node-rs/argon2'));

/**
 * argon2id in one of OWASP's equally strong configurations (Password Storage Cheat Sheet: m = 46,
 * 19, 12, 9 or 7 MiB with t = 1 to 5 passes, p = 1): 9 MiB and four passes. Of the five it hashed
 * fastest on the 2-core AMD EPYC that runs CI, its memory fitting the cache better: 8.0-8.3 ms a
 * hash against 11.8-17.2 ms for 19 MiB and two passes (quiet machine, 20 hashes each), and the
 * token benchmark's password sign-ins on PostgreSQL went from 34.1 to 38.9 a second. The hash runs
 * on libuv's thread pool, never on the event loop; a stored hash names its own parameters, so a
 * change here applies to passwords set afterwards.
 */
export const PASSWORD_HASHING = { memoryCost: 9216, timeCost: 4, parallelism: 1 } as const;

/** An argon2id hash (the library's default algorithm) with PASSWORD_HASHING's parameters. */
export const hash = async (password: string) => (await argon2()).hash(password, PASSWORD_HASHING);

export const verify = async (...args: Parameters<Argon2['verify']>) =>
  (await argon2()).verify(...args);
