// The answers user administration refuses with: status, English message and a translation code.
import { HttpError } from '../../lib/http-errors.js';

const E = {
  notFound: [404, 'The user does not exist or is not at one of your locations.'],
  stale: [
    409,
    'This user was changed by someone else in the meantime. Reload the user and make your changes again.',
  ],
  notAllowedChanges: [403, 'Not allowed changes. Please contact the Service Desk.'],
  roleNotAssignable: [403, 'You may not assign or remove the role {0}.'],
  selfChange: [
    403,
    'You cannot change your own applications, permissions, locations or roles. Please ask another administrator.',
  ],
  outranks: [
    403,
    'This user may do things you may not: only an administrator with at least their permissions can change them.',
  ],
  selfLifecycle: [403, 'You cannot deactivate, delete or reactivate your own account.'],
  singularTaken: [409, 'The role {0} is already held by another user at {1}.'],
  singularElsewhere: [
    409,
    'The user already holds the role {0} at another location ({1}): remove it there first.',
  ],
  emailTaken: [409, 'A user with this e-mail address already exists.'],
  emailUnavailable: [
    409,
    'This e-mail address cannot be used. Choose another address or contact the Service Desk.',
  ],
  unknownReference: [422, 'A selected {0} does not exist.'],
  singularNeedsLocation: [422, 'The role {0} is held at one location: choose the location.'],
  roleLocation: [422, "The role {0} can only be held at one of the user's included locations."],
  singleSet: [422, 'Only one role of the permission set {0} may be chosen.'],
  wholeSingleSet: [422, 'The permission set {0} allows one role only: choose that role instead.'],
  applicationUnavailable: [
    422,
    "The application {0} is not available for the user's brands and regions.",
  ],
  alreadyInactive: [409, 'The user is already inactive.'],
  alreadyActive: [409, 'The user is already active.'],
  alreadyVerified: [409, 'The user has already verified their e-mail address.'],
  inactiveNoMail: [
    409,
    'The user is inactive: reactivate them before sending a verification e-mail.',
  ],
  excludedFromCopy: [422, 'The role {0} is excluded from copying.'],
  stillReferenced: [409, 'The user is still referenced by other records and cannot be deleted.'],
  badCursor: [400, '{0}'],
  noSecondFactor: [409, 'The user has no second factor to remove.'],
  selfSecondFactors: [
    403,
    'You can remove your own second factors only after signing in with one. Sign in again with your authenticator app, or ask another administrator.',
  ],
} as const satisfies Record<string, readonly [number, string]>;

export type UserErrorCode = keyof typeof E;

/** An HttpError whose code is `users.errors.<code>` (the web app's translation key). */
export function userError(code: UserErrorCode, ...args: string[]): HttpError {
  const [status, text] = E[code];
  const message = text.replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
  return new HttpError(status, message, `users.errors.${code}`);
}
