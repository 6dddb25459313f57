// Shapes shared by every API answer (ids in paths, the public start-up configuration) and the
// building blocks every request schema uses for text, dates, integers and ids from outside.
import { z } from 'zod';

// ---- Building blocks for input (issue 11, finding 7). PostgreSQL refuses NUL in text and
// strings that are not valid UTF-8 (a lone UTF-16 surrogate cannot be encoded), and refuses dates
// like 2026-02-30 and integers beyond its column type: each of those became a 500. Every string,
// date and integer a request carries goes through one of these, so it is a 400 before any query.

/** PostgreSQL int4 (integer / serial columns). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The largest bigint a JavaScript number holds exactly (int8 columns read as numbers). */
export const INT8_SAFE_MAX = Number.MAX_SAFE_INTEGER;

export const INPUT_MESSAGES = {
  characters: 'Value contains characters that are not allowed',
  date: 'Value is not a valid date',
  integer: 'Value must be a whole number in range',
  id: 'Value is not valid',
} as const;

// NUL, and a high surrogate not followed by a low one or a low one not preceded by a high one.
// (String.prototype.isWellFormed would do the second half, but the ES2023 lib we build against
// does not declare it.)
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a NUL or a lone surrogate: neither can be stored. */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value);
}

/**
 * A string with no NUL and no lone surrogate. Chain the usual checks (max, trim, regex) after it.
 * The message is a parameter because each API family words its answers in its own way.
 */
export const safeString = (message: string = INPUT_MESSAGES.characters) =>
  z.string().refine((s) => !hasUnsafeCharacters(s), { error: message });

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * True for an ISO 8601 date-time with a zone that names a real calendar moment between 1970 and
 * 9999: the fields must survive a round trip through Date.UTC unchanged, so 2026-02-30 (which
 * Date.parse turns into 2 March) and 24:00 are refused.
 */
export function isRealDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same =
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === s;
  if (!same) return false;
  if (m[7] !== 'Z' && (Number(m[8]) > 14 || Number(m[9]) > 59)) return false;
  const at = Date.parse(value);
  return Number.isFinite(at) && at >= 0 && at < Date.UTC(10000, 0, 1);
}

/** An ISO date-time string that is a real calendar moment (see isRealDateTime). */
export const dateTimeString = (message: string = INPUT_MESSAGES.date) =>
  z.string({ error: message }).refine(isRealDateTime, { error: message });

/** A whole number within PostgreSQL int4 (or narrower bounds). */
export const int4 = (
  min: number = INT4_MIN,
  max: number = INT4_MAX,
  message: string = INPUT_MESSAGES.integer,
) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(Math.max(min, INT4_MIN), { error: message })
    .max(Math.min(max, INT4_MAX), { error: message });

/** A positive int4 id in a JSON body. */
export const idNumber = (message: string = INPUT_MESSAGES.id) => int4(1, INT4_MAX, message);

/**
 * A whole number written plainly in a path or query string ("12"; not " 12", "1e1" or "0x0c",
 * which Number() and z.coerce would take), within int4 or narrower bounds.
 */
export const int4Text = (
  min: number = 0,
  max: number = INT4_MAX,
  message: string = INPUT_MESSAGES.integer,
) =>
  z
    .string({ error: message })
    .regex(/^(0|[1-9][0-9]{0,9})$/, { error: message })
    .transform(Number)
    .pipe(int4(min, max, message));

/**
 * A positive 32-bit id written in a path or query string: plain digits only. Number() would also
 * take " 5", "1e3" or "0x10" and so address a record the caller never named.
 */
export const idTextSchema = int4Text(1, INT4_MAX, 'Value is not valid');

// Globals of browsers and Node alike that the ES2023 lib this package builds against leaves out.
declare const atob: (data: string) => string;
declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode(input: Uint8Array): string };

/**
 * The values of a keyset page cursor (base64url JSON: texts, then a positive int4 id), or
 * undefined when it is anything else. Checked here so a forged cursor is a 400, never a query.
 */
export function decodeKeysetCursor(
  cursor: string,
  texts: number,
): [...string[], number] | undefined {
  let values: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c: string) => c.charCodeAt(0));
    values = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (!Array.isArray(values) || values.length !== texts + 1) return undefined;
  const strings = values.slice(0, -1);
  const id = values[texts] as unknown;
  const ok =
    strings.every((v) => typeof v === 'string' && v.length <= 600 && !hasUnsafeCharacters(v)) &&
    idNumber().safeParse(id).success;
  return ok ? (values as [...string[], number]) : undefined;
}

/** What the server tells the web app at start, per host (issuer and client may differ). */
export const publicConfigSchema = z.object({
  basePath: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.array(z.string()),
  loginDashboardUrl: z.string(),
  salesSsoUrl: z.string(),
  accountUrl: z.string(),
  inactivityTimeoutSeconds: z.number().int(),
  inactivityWarningSeconds: z.number().int(),
  /** Targets of the footer's legal links (shown to feature:dev users). */
  legalLinks: z.object({
    privacy: z.string(),
    terms: z.string(),
    tradeExport: z.string(),
    contact: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
