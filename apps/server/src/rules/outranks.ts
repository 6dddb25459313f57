// Escalation: nobody changes a user who may do more than they may. An administrator outranks a
// user when they hold every feature the user's roles grant (directly or through permission sets).
// Predicate for the editor, SQL form for the bulk import's checks.
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/sql.js';
import type { Administrator } from './administrator.js';

type Ranked = Pick<Administrator, 'features'>;

export function outranks(admin: Ranked, userFeatures: readonly string[]): boolean {
  return userFeatures.every((f) => admin.features.has(f));
}

/**
 * The same over the user's features: `userFeatures` is a query whose one column `f` lists them
 * (one row a feature, repeats allowed).
 */
export const outranksSql = (admin: Ranked, userFeatures: SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM (${userFeatures}) uf
    WHERE NOT (uf.f = ANY(${textArray([...admin.features])})))`;
