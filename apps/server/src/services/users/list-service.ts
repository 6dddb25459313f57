// The users list: one page of the users the administrator may see.
import type { UsersQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { CursorError, listUsers } from '../../repositories/users/list-repository.js';
import { loadAdminContext } from './admin-context.js';
import { userError } from './errors.js';
import { listedUserType } from './scope-rules.js';

/** One page of the users at the administrator's locations; a bad cursor is the client's error. */
export async function listUsersFor(db: Database, p: Principal, query: UsersQuery) {
  const ctx = await loadAdminContext(db.orm, p);
  const list = await listUsers(db.orm, ctx.listScope, {
    ...query,
    onlyUserType: listedUserType(ctx),
  }).catch((err: unknown) => {
    if (err instanceof CursorError) throw userError('badCursor', err.message);
    throw err;
  });
  return { ...list, page: query.after ? 1 : query.page, pageSize: query.pageSize };
}
