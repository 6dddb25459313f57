// Keeps secrets out of the logs: query values and token-shaped strings are replaced before a line is written.
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** A JWT (three base64url parts, the first a JSON header) anywhere in a string. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
/** `token=…`, `id_token_hint=…`, `code=…` and the like inside free text (a message, a header). */
const SECRET_PARAM =
  /\b((?:[\w]*token[\w]*|code|code_verifier|password|secret|client_secret|state|nonce|key)=)[^&\s"']+/gi;

/** Replaces token-shaped values in free text. */
export function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/**
 * A request URL as logged: the path (token-shaped parts redacted) and the query's parameter names
 * only, e.g. `/account/verify?token=[redacted]`. The values of a query are never logged: they carry
 * set-password links, ID token hints and authorization codes.
 */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactText(q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = (eq < 0 ? pair : pair.slice(0, eq)).slice(0, 64).replace(/[^\w.[\]-]/g, '_');
      return `${name}=${REDACTED}`;
    });
  return `${path}?${names.join('&')}`;
}

/** pino's `req` serializer: Fastify's default fields, the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * pino's `logMethod` hook: every string argument of a log call (the message, a formatted value)
 * loses its token-shaped parts, whatever logged it.
 */
export function redactLogArguments(
  this: unknown,
  args: unknown[],
  method: (...a: unknown[]) => void,
) {
  method.apply(
    this,
    args.map((a) => (typeof a === 'string' ? redactText(a) : a)),
  );
}
