// The dev-only outbox (feature:dev): the latest queued mails, with verification links masked
// unless the reader could send that mail themselves.
import { FEATURES, type Outbox } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { usersInScopeByEmail } from '../../repositories/users/admin-repository.js';
import { latestMails } from '../../repositories/records/mail-outbox.js';
import type { Principal } from '../../auth/principal.js';
import { loadAdminContext, type AdminContext } from '../users/admin-context.js';
import { managesUserType } from '../../rules/managed-user.js';

/** What replaces the token of a link the reader may not use. */
export const MASKED_TOKEN = '[hidden]';
const LINK_TOKEN = /(\/account\/verify\?token=)[^\s"'<>&]+/g;

/** Lower-cased addresses of recipients the administrator manages (in scope, a type they manage). */
async function managedRecipients(db: Database, ctx: AdminContext, addresses: string[]) {
  if (!ctx.features.has(FEATURES.usersWrite) || addresses.length === 0) return new Set<string>();
  const found = await usersInScopeByEmail(db.orm, addresses, ctx.scope);
  return new Set(found.filter((r) => managesUserType(ctx, r.userType)).map((r) => r.email));
}

/**
 * The latest 100 mails. A verification link is a password-setting credential: its token is shown
 * only to a reader who holds admin:users:write with the recipient in scope (who could send the
 * mail again anyway); everyone else sees it masked.
 */
export async function readOutbox(db: Database, p: Principal): Promise<Outbox> {
  const list = await latestMails(db.orm, 100);
  const ctx = await loadAdminContext(db.orm, p);
  const open = await managedRecipients(db, ctx, [
    ...new Set(list.map((m) => m.toAddress.toLowerCase())),
  ]);
  return {
    items: list.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      bodyText: open.has(m.toAddress.toLowerCase())
        ? m.bodyText
        : m.bodyText.replace(LINK_TOKEN, `$1${MASKED_TOKEN}`),
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}
