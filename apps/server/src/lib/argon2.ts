// Password hashing with @node-rs/argon2, its native module loaded with the first password hashed
// or checked rather than at every start of the server (~10 ms).
import type * as Argon2Module from '@node-rs/argon2';

type Argon2 = typeof Argon2Module;

let loaded: Promise<Argon2> | undefined;
const argon2 = () => (loaded ??= import('@node-rs/argon2'));

export const hash = async (...args: Parameters<Argon2['hash']>) => (await argon2()).hash(...args);

export const verify = async (...args: Parameters<Argon2['verify']>) =>
  (await argon2()).verify(...args);
