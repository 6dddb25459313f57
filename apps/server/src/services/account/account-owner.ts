// The person an account page serves: the active user behind the browser's provider session, and
// the changes they make to their own password (the routes never read the database themselves).
import type { MigrateLdapBody } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { passkeyUser } from '../../repositories/oidc/passkey-repository.js';
import { activeIdentityId } from '../../repositories/compliance/password-repository.js';
import { changePasswordAndQuestion } from '../compliance/password-service.js';

/** An active user as the account pages name them. */
export interface AccountOwner {
  id: number;
  subject: string;
  email: string;
  /** "First Last", as a passkey's user name shows it. */
  displayName: string;
}

/** The active user of a subject, or undefined (unknown, inactive or deleted). */
export async function accountOwner(
  db: Database,
  subject: string | undefined,
): Promise<AccountOwner | undefined> {
  const row = subject ? await passkeyUser(db.orm, subject) : undefined;
  if (!row) return undefined;
  const displayName = `${row.firstName} ${row.lastName}`.trim();
  return { id: row.id, subject: row.subject, email: row.email, displayName };
}

/**
 * Sets a new password and security question for the user who just gave their current password;
 * false when the account is not active (the page then says the credentials are wrong).
 */
export async function changeOwnPassword(
  db: Database,
  subject: string,
  body: MigrateLdapBody,
  opts: { sessionId: string | undefined },
): Promise<boolean> {
  const id = await activeIdentityId(db.orm, subject);
  if (id === undefined) return false;
  await changePasswordAndQuestion(db, id, body, opts);
  return true;
}
