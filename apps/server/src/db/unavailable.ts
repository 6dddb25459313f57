// Tells a database that cannot be reached apart from other failures, so the API answers 503 (try
// again later) rather than 500, and recovers by itself once the database is back.

/** Network failures of the connection, and the PostgreSQL codes for a server going away or starting. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08\d\d\d|57P0[1-3])$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'PGlite is closed',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (the statement in `message`, the driver's error in `cause`).
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
    e = cause;
  }
  return false;
}
