// An administrator sets or clears the required actions of a user they manage (audited).
import type { RequiredActionsBody } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Principal } from '../access.js';
import { loadAdminContext } from '../users/admin-context.js';
import { lockManagedUser } from '../users/users-service.js';
import { replaceRequiredActions } from '../../repositories/compliance/required-actions-repository.js';

export async function setRequiredActions(
  db: Database,
  p: Principal,
  id: number,
  body: RequiredActionsBody,
): Promise<{ id: number; requiredActions: string[] }> {
  return db.tx(async (tx) => {
    const ctx = await loadAdminContext(tx, p);
    await lockManagedUser(tx, ctx, id);
    const requiredActions = await replaceRequiredActions(tx, id, body.requiredActions, ctx.by);
    return { id, requiredActions };
  });
}
