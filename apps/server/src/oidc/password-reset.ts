// Forgotten passwords: a single-use link valid for 30 minutes by mail; the new password follows the
// password rules and ends every session of the account. The request answers the same, at once,
// whether or not the address belongs to an account: the look-up and the mail happen afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { passwordProblem } from '@portal/shared';
import type { Config } from '../config.js';
import { recordUserChanges } from '../services/records/record-changes.js';
import type { Database } from '../db/client.js';
import { hash } from '../lib/argon2.js';
import { translator } from '../lib/locale-files.js';
import { mailLocale, type LinkMailTo, type Mail, type Mailer } from '../mail/mailer.js';
import { endOtherSessions } from '../repositories/compliance/password-repository.js';
import {
  resetCandidate,
  storeReset,
  storeResetPassword,
  validReset,
} from '../repositories/oidc/password-reset-repository.js';

const t = translator('mfa');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function resetMail(user: LinkMailTo): Mail {
  const l = mailLocale(user.language);
  const lines = [
    t(l, 'resetMail.greeting', { name: user.firstName }),
    t(l, 'resetMail.body'),
    user.link,
    t(l, 'resetMail.validity'),
    t(l, 'resetMail.ignore'),
  ];
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>${esc(lines[0]!)}</p>\n<p>${esc(lines[1]!)}</p>
<p><a href="${esc(user.link)}">${esc(t(l, 'resetMail.button'))}</a></p>
<p>${esc(lines[3]!)} ${esc(lines[4]!)}</p>`;
  return { to: user.email, subject: t(l, 'resetMail.subject'), text: lines.join('\n\n'), html };
}

/** Queues the reset mail when the address is an active account's; nothing otherwise. */
export async function sendResetLink(
  deps: { db: Database; mailer: Mailer; config: Config },
  email: string,
) {
  const user = await resetCandidate(deps.db.orm, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.config.publicUrl}${deps.config.basePath}/account/reset?token=${token}`;
  await deps.db.tx(async (tx) => {
    await storeReset(tx, user.id, hashToken(token));
    await deps.mailer.queue(tx, resetMail({ ...user, link }));
  });
  await deps.mailer.flush();
}

/** The e-mail address a still valid link is for, or undefined. */
export async function resetLinkEmail(db: Database, token: string) {
  if (!token || token.length > 100) return undefined;
  return (await validReset(db.orm, hashToken(token)))?.email;
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid' | 'mismatch' | string };

/** Sets the new password once, under the password rules, and ends every session of the account. */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  confirm: string,
): Promise<ResetResult> {
  const owner = token.length <= 100 ? await validReset(db.orm, hashToken(token)) : undefined;
  if (!owner) return { ok: false, reason: 'invalid' };
  const problem = passwordProblem(password, [owner.firstName, owner.lastName]);
  if (problem) return { ok: false, reason: problem };
  if (password !== confirm) return { ok: false, reason: 'mismatch' };
  const passwordHash = await hash(password);
  return db.tx(async (tx) => {
    const locked = await validReset(tx, hashToken(token), true);
    if (!locked) return { ok: false, reason: 'invalid' } as const;
    await storeResetPassword(tx, locked.identityId, passwordHash);
    await endOtherSessions(tx, locked.subject, {});
    // The history names the link's owner: only they could have opened it (no password in it).
    await recordUserChanges(
      tx,
      locked.identityId,
      [{ operation: 'PASSWORD_RESET', field: 'password', oldValue: null, newValue: 'changed' }],
      locked.email,
    );
    return { ok: true } as const;
  });
}
