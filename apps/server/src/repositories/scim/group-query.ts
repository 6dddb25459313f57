// SCIM Groups are permission sets: the sets and their members inside a client's scope.
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.js';
import { intArray } from '../../db/sql.js';
import type { ScimScope } from './user-query.js';

export interface SetRow {
  id: number;
  display_name: string;
  selection_mode: 'SINGLE' | 'MULTIPLE';
  role_names: string[];
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

export async function permissionSetRows(ex: Executor) {
  const list = await rows<SetRow>(
    ex,
    sql`SELECT p.id, p.display_name, p.selection_mode, p.created_at, p.updated_at, p.version,
        ARRAY(SELECT r.name FROM permission_set_role pr JOIN security_role r ON r.id = pr.security_role_id
          WHERE pr.permission_set_id = p.id ORDER BY 1) AS role_names
      FROM permission_set p ORDER BY p.id`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Members of the sets (by set id) among the users the client sees. */
export async function membersOf(ex: Executor, s: ScimScope, setIds: readonly number[]) {
  if (setIds.length === 0) return [];
  const typed = s.externalOnly ? sql` AND i.user_type = 'EXTERNAL'` : sql``;
  const list = await rows<{ set_id: number; id: number; first_name: string; last_name: string }>(
    ex,
    sql`SELECT x.permission_set_id AS set_id, i.id, i.first_name, i.last_name
      FROM identity_permission_set x JOIN identity i ON i.id = x.identity_id
      WHERE x.permission_set_id = ANY(${intArray(setIds)})
        AND i.included_org_ids && ${intArray(s.scope)}${typed}
      ORDER BY i.id`,
  );
  return list.map((r) => ({ ...r, set_id: Number(r.set_id), id: Number(r.id) }));
}
