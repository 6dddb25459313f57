// The errors of catalogue administration: clear messages with a translation key of the 'catalog' namespace.
import { HttpError } from '../../lib/http-errors.js';

export const notFound = (what: string) =>
  new HttpError(404, `The ${what} does not exist (any more).`, 'catalog:errors.notFound');

export const staleVersion = (what: string) =>
  new HttpError(
    409,
    `Someone else changed this ${what} in the meantime. Reload it and apply your changes again.`,
    'catalog:errors.versionConflict',
  );

export const duplicateName = (what: string, name: string) =>
  new HttpError(409, `A ${what} named "${name}" exists already.`, 'catalog:errors.duplicateName');

export const unknownChoices = (what: string, values: readonly (string | number)[]) =>
  new HttpError(
    400,
    `Unknown ${what}: ${values.slice(0, 10).join(', ')}.`,
    'catalog:errors.unknownChoice',
  );

export const badRequest = (message: string, code: string) =>
  new HttpError(400, message, `catalog:errors.${code}`);

/** PostgreSQL's unique and foreign key violations, raced past the service's own checks. */
export function fromDatabaseError(err: unknown, what: string): unknown {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505')
      return new HttpError(
        409,
        `A ${what} with these values exists already.`,
        'catalog:errors.duplicateName',
      );
    if (code === '23503')
      return new HttpError(
        409,
        `The ${what} refers to something that no longer exists.`,
        'catalog:errors.unknownChoice',
      );
    e = (e as { cause?: unknown }).cause;
  }
  return err;
}
