// Answers of the compliance API for the web tests: the attestation review's users, deactivation
// (the deactivated leave the list) and the recorded attestation.
import type { AttestationUser } from '@portal/shared';
import type { Answers } from './handlers/answers';

export const attestationUser = (
  id: number,
  first: string,
  days: number | null,
  email = `${first}@x.example`,
) =>
  ({
    id,
    firstName: first,
    lastName: 'Test',
    email,
    daysSinceLogin: days,
    secondFactor: 'none',
  }) as AttestationUser;

/** The attestation review calls over `initial`; a deactivation removes those users. */
export function attestationAnswers(initial: AttestationUser[]): Answers {
  let users = initial;
  return {
    '/admin/attestation-review/users': () => users,
    'PUT /admin/attestation-review/deactivate': ({ body }: { body: { identityIds: number[] } }) => {
      users = users.filter((x) => !body.identityIds.includes(x.id));
      return { deactivated: body.identityIds.length };
    },
    'PUT /admin/attestation-review/update': { attestedAt: '2026-11-23T00:00:00Z' },
  };
}
