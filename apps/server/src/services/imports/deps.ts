// What the import services need, who may see a run, and the importer's facts for the checks.
import type { ImportContext } from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Administrator } from '../../rules/administrator.js';
import { checkIdentities } from '../../repositories/imports/identity-checks.js';
import { checkOrganizations } from '../../repositories/imports/organization-checks.js';
import type { AdminContext } from '../users/admin-context.js';

export interface ImportsDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Where a failure after an apply started is logged (the answer only says it failed). */
  log?: (err: unknown) => void;
}

/** Whose runs the caller sees: their own, or every run when their scope is every location. */
export const visibleBy = (ctx: AdminContext) =>
  ctx.listScope === 'all' ? undefined : ctx.identityId;

/** The set-based checks of each context, for the importer (their administrator context). */
export const CHECKS: Record<
  ImportContext,
  (ex: Executor, runId: number, importer: Administrator, fresh?: boolean) => Promise<void>
> = {
  identities: checkIdentities,
  organizations: checkOrganizations,
};
