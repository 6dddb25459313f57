// Asks for the current password before a password change, except in the required change-password flow.
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.js';
import { signIn } from '../../oidc/accounts.js';
import { HttpError } from '../../lib/http-errors.js';
import { complianceError } from './errors.js';

/**
 * A change the user is required to make (the changePassword action, or a password past its age)
 * follows the sign-in that showed it; any other change proves the password again, through the
 * login throttle (so a stolen token cannot guess it faster than the login form).
 */
export async function confirmCurrentPassword(
  app: FastifyInstance,
  me: Principal,
  given: string | undefined,
  ip: string,
): Promise<void> {
  if (me.access.requiredActions.includes('changePassword')) return;
  const maxAge = app.config.compliance.passwordMaxAgeDays;
  if (await app.compliance.isPasswordExpired(me.identityId, maxAge)) return;
  if (!given) throw complianceError('wrongPassword');
  const result = await signIn(app.db, me.email, given, ip);
  if (result.ok && result.subject === me.subject) return;
  if (!result.ok && result.reason === 'tooMany')
    throw new HttpError(
      429,
      'Too many failed attempts. Try again later.',
      'errors.tooManyRequests',
    );
  throw complianceError('wrongPassword');
}
