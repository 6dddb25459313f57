// The answers the compliance calls refuse with: status, English message and translation key.
import { COMPLIANCE_MESSAGES, type PasswordProblem } from '@portal/shared';
import { HttpError } from '../../lib/http-errors.js';

const E = {
  locationNotFound: [404, 'The location does not exist or is not one of your locations.'],
  typeNotFound: [404, 'The directory entry does not exist for this context.'],
  userNotAtLocation: [422, 'A selected user is not at this location.'],
  roleRequired: [400, COMPLIANCE_MESSAGES.roleRequired],
  duplicateType: [400, 'A directory entry is chosen twice.'],
  unknownQuestion: [400, COMPLIANCE_MESSAGES.unknownQuestion],
  wrongPassword: [400, 'The current password is not correct.'],
  attestationNotDue: [409, 'You have no attestation review to confirm.'],
  internalHolder: [
    403,
    'An internal user holds this entry; only an internal administrator can change it.',
  ],
} as const satisfies Record<string, readonly [number, string]>;

const KEYS: Record<keyof typeof E, string> = {
  locationNotFound: 'compliance.errors.locationNotFound',
  typeNotFound: 'compliance.errors.typeNotFound',
  userNotAtLocation: 'compliance.errors.userNotAtLocation',
  // Spec section 5: the web app shows this one from manageDirectory.error.
  roleRequired: 'manageDirectory.error',
  duplicateType: 'compliance.errors.duplicateType',
  unknownQuestion: 'compliance.errors.unknownQuestion',
  wrongPassword: 'compliance.errors.wrongPassword',
  attestationNotDue: 'compliance.errors.attestationNotDue',
  internalHolder: 'compliance.errors.internalHolder',
};

export function complianceError(code: keyof typeof E): HttpError {
  const [status, message] = E[code];
  return new HttpError(status, message, KEYS[code]);
}

/** A broken password rule: 400 with the rule's message; details.key is validation.<rule>. */
export function passwordError(problem: PasswordProblem): HttpError {
  return new HttpError(400, COMPLIANCE_MESSAGES[problem], `validation.${problem}`);
}
