// Changing one's own password and security question (POST /v2/user/migrate/ldap and the account
// page): the rules of spec section 5 against the user's own name, argon2 hashes, the changePassword
// action cleared and the refresh tokens of the user's other sessions ended (the session that made
// the change stays signed in), all audited.
import { hash, verify } from '../../lib/argon2.js';
import {
  LOCALES,
  SECURITY_QUESTION_KEYS,
  migrateLdapBodySchema,
  passwordProblem,
  type MigrateLdapBody,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import { recordUserChanges } from '../records/record-changes.js';
import {
  currentPasswordHash,
  endOtherSessions,
  lockPasswordOwner,
  passwordOlderThan,
  storePasswordAndQuestion,
  type KeptSession,
} from '../../repositories/compliance/password-repository.js';
import { clearRequiredAction } from './required-actions-service.js';
import { securityQuestions } from '../experience/preferences.js';
import { complianceError, passwordError } from './errors.js';
import { HttpError } from '../../lib/http-errors.js';

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The key of a security question given as its key or as its text in any portal language. */
export function questionKey(given: string): string | undefined {
  const wanted = normalise(given);
  const byKey = SECURITY_QUESTION_KEYS.find((k) => k.toLowerCase() === wanted);
  if (byKey) return byKey;
  for (const locale of LOCALES) {
    const hit = securityQuestions(locale).find((q) => normalise(q.value) === wanted);
    if (hit) return hit.key;
  }
  return undefined;
}

/** The hash of a security answer: trimmed, case-insensitive. */
export const hashAnswer = (answer: string) => hash(answer.trim().toLowerCase());

export async function changePasswordAndQuestion(
  db: Database,
  identityId: number,
  raw: MigrateLdapBody,
  keep: KeptSession = {},
): Promise<{ changed: true }> {
  const body = migrateLdapBodySchema.parse(raw);
  const question = questionKey(body.securityQuestion);
  if (!question) throw complianceError('unknownQuestion');
  const me = await lockPasswordOwner(db.orm, identityId);
  if (!me) throw new HttpError(401, 'Sign-in required.', 'errors.unauthorized');
  const problem = passwordProblem(body.password, [me.first_name, me.last_name]);
  if (problem) throw passwordError(problem);
  const current = await currentPasswordHash(db.orm, identityId);
  if (current && (await verify(current, body.password).catch(() => false)))
    throw passwordError('passwordCurrent');
  // Hashing takes a while: done before the transaction.
  const [passwordHash, answerHash] = await Promise.all([
    hash(body.password),
    hashAnswer(body.securityAnswer),
  ]);
  return db.tx(async (tx) => {
    const owner = await lockPasswordOwner(tx, identityId);
    if (!owner) throw new HttpError(401, 'Sign-in required.', 'errors.unauthorized');
    if (passwordProblem(body.password, [owner.first_name, owner.last_name]))
      throw passwordError('passwordNamePart');
    await storePasswordAndQuestion(tx, owner.id, {
      passwordHash,
      question,
      answerHash,
      by: owner.email,
    });
    await endOtherSessions(tx, owner.subject, keep);
    await clearRequiredAction(tx, owner.id, 'changePassword', owner.email);
    // Neither the password nor the answer is written to the audit trail.
    await recordUserChanges(
      tx,
      owner.id,
      [
        { operation: 'UPDATE', field: 'password', oldValue: null, newValue: 'changed' },
        {
          operation: 'UPDATE',
          field: 'securityQuestion',
          oldValue: owner.security_question,
          newValue: question,
        },
      ],
      owner.email,
    );
    return { changed: true as const };
  });
}

/** Whether the signed-in user's password is older than the largest password age (spec section 8). */
export async function isPasswordExpired(
  ex: Executor,
  identityId: number,
  maxAgeDays: number,
): Promise<boolean> {
  return passwordOlderThan(ex, identityId, maxAgeDays);
}
