// Verification e-mails (valid 72 hours) and the first password a new user sets through their link.
import { randomBytes } from 'node:crypto';
import { hash } from '../../lib/argon2.js';
import { passwordProblem } from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { verificationMail } from '../../mail/verification-mail.js';
import {
  findToken,
  insertTokens,
  storeToken,
  useToken,
} from '../../repositories/users/token-repository.js';
import { queueMails } from '../../repositories/records/mail-outbox.js';
import { recordUserChanges } from '../records/record-changes.js';
import { setFirstPasswordHash } from '../../repositories/users/user-repository.js';

export function verificationLink(config: Config, token: string) {
  return `${config.publicUrl}${config.basePath}/account/verify?token=${encodeURIComponent(token)}`;
}

/** The links and mails of new users (who have no link yet), in the caller's transaction. */
export async function issueFirstVerifications(
  tx: Executor,
  deps: { config: Config },
  users: readonly { id: number; email: string; firstName: string; language: string }[],
): Promise<void> {
  const tokens = users.map((u) => ({
    identityId: u.id,
    token: randomBytes(32).toString('base64url'),
  }));
  await insertTokens(tx, tokens);
  await queueMails(
    tx,
    users.map((u, k) =>
      verificationMail({
        email: u.email,
        firstName: u.firstName,
        language: u.language,
        link: verificationLink(deps.config, tokens[k]!.token),
      }),
    ),
  );
}

/** Creates a new link for the user and queues its mail in the caller's transaction. */
export async function issueVerification(
  tx: Executor,
  deps: { config: Config; mailer: Mailer },
  user: { id: number; email: string; firstName: string; language: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await storeToken(tx, user.id, token);
  await deps.mailer.queue(
    tx,
    verificationMail({
      email: user.email,
      firstName: user.firstName,
      language: user.language,
      link: verificationLink(deps.config, token),
    }),
  );
}

export type TokenState =
  | { ok: true; names: string[]; email: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function checkToken(ex: Executor, token: string): Promise<TokenState> {
  const owner = token ? await findToken(ex, token) : undefined;
  if (!owner || owner.status !== 'ACTIVE') return { ok: false, reason: 'invalid' };
  if (owner.used) return { ok: false, reason: 'used' };
  if (owner.expired) return { ok: false, reason: 'expired' };
  return { ok: true, names: [owner.firstName, owner.lastName], email: owner.email };
}

export type SetPasswordResult =
  { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'mismatch' | string };

/** Sets the password once: checks the link again, the spec's password rules, then marks it used. */
export async function setFirstPassword(
  db: Database,
  token: string,
  password: string,
  confirm: string,
): Promise<SetPasswordResult> {
  const pre = await checkToken(db.orm, token);
  if (!pre.ok) return pre;
  const problem = passwordProblem(password, pre.names);
  if (problem) return { ok: false, reason: problem };
  if (password !== confirm) return { ok: false, reason: 'mismatch' };
  const passwordHash = await hash(password);
  return db.tx(async (tx) => {
    const owner = await findToken(tx, token, true);
    if (!owner || owner.used || owner.expired || owner.status !== 'ACTIVE')
      return { ok: false, reason: 'invalid' };
    await setFirstPasswordHash(tx, owner.identityId, passwordHash);
    await useToken(tx, owner.tokenId);
    await recordUserChanges(
      tx,
      owner.identityId,
      [
        { operation: 'VERIFY', field: 'emailVerified', oldValue: 'false', newValue: 'true' },
        { operation: 'VERIFY', field: 'password', oldValue: null, newValue: 'set' },
      ],
      owner.email,
    );
    return { ok: true };
  });
}
