// What the user administration services need: database, configuration and mailer.
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';

export interface UsersDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

/** The PostgreSQL error code of a failed query (drivers and drizzle wrap it differently). */
export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
