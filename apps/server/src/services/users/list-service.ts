// The users list and the developers' outbox view: what the administrator may see of each.
import type { UsersQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Principal } from '../access.js';
import { CursorError, listUsers } from '../../repositories/users/list-repository.js';
import { latestMails } from '../../repositories/mail/outbox-repository.js';
import { loadAdminContext } from './admin-context.js';
import { userError } from './errors.js';

/** One page of the users at the administrator's locations; a bad cursor is the client's error. */
export async function listUsersFor(db: Database, p: Principal, query: UsersQuery) {
  const ctx = await loadAdminContext(db.orm, p);
  const list = await listUsers(db.orm, ctx.listScope, query).catch((err: unknown) => {
    if (err instanceof CursorError) throw userError('badCursor', err.message);
    throw err;
  });
  return { ...list, page: query.after ? 1 : query.page, pageSize: query.pageSize };
}

/** The last 100 mails of the outbox (feature:dev). */
export async function outbox(db: Database) {
  const list = await latestMails(db.orm, 100);
  return {
    items: list.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      bodyText: m.bodyText,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}
