// The fields of a user that every view of them shows as stored: the profile, the user editor's
// detail and the columns the editor's changes are compared on.
import type { IdentityRow } from '../../repositories/users/user-repository.js';

const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'jobTitle',
  'mobilePhone',
  'secondaryPhone',
  'fax',
  'userType',
  'accountType',
] as const;

type ContactFields = Pick<IdentityRow, (typeof CONTACT_FIELDS)[number]>;

/** The user's name, address, phones and types, as the row holds them. */
export function contactFields(r: ContactFields): ContactFields {
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, r[f]])) as ContactFields;
}
