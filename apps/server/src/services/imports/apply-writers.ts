// The writes of each context's apply, chunk by chunk inside the caller's transaction: rows,
// audit entries and integration events, verification links and mails of new users.
import { randomBytes } from 'node:crypto';
import type { ImportContext } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import {
  recordOrganizationChanges,
  recordUsersChanges,
} from '../../repositories/audit-repository.js';
import { applyIdentityChunk, chunkFacts } from '../../repositories/imports/identity-apply.js';
import {
  applyOrganizationChunk,
  applyParents,
  includeNewLocations,
  organizationsBefore,
} from '../../repositories/imports/organization-apply.js';
import { rowRange } from '../../repositories/imports/run-repository.js';
import { queueMails } from '../../repositories/mail/outbox-repository.js';
import { storeNewUserTokens } from '../../repositories/users/token-repository.js';
import { verificationMail } from '../../mail/verification-mail.js';
import type { AdminContext } from '../users/admin-context.js';
import { verificationLink } from '../users/verification.js';
import { identityChanges, organizationChanges } from './audit-changes.js';
import type { ImportsDeps } from './deps.js';

/** Rows per chunk: one progress line each. */
export const CHUNK = 5000;

type Progress = (done: number) => void;

async function* chunks(tx: Executor, runId: number) {
  const { min, max } = await rowRange(tx, runId);
  for (let from = min; from <= max; from += CHUNK) yield [from, from + CHUNK - 1] as const;
}

/** New users' verification links and mails, queued in the transaction (sent after commit). */
async function queueVerifications(
  tx: Executor,
  deps: ImportsDeps,
  users: { id: number; email: string; firstName: string; language: string }[],
) {
  const tokens = users.map((u) => ({
    identityId: u.id,
    token: randomBytes(32).toString('base64url'),
  }));
  await storeNewUserTokens(tx, tokens);
  await queueMails(
    tx,
    users.map((u, i) =>
      verificationMail({ ...u, link: verificationLink(deps.config, tokens[i]!.token) }),
    ),
  );
}

async function applyIdentities(
  tx: Executor,
  deps: ImportsDeps,
  ctx: AdminContext,
  runId: number,
  progress: Progress,
) {
  let done = 0;
  for await (const [from, to] of chunks(tx, runId)) {
    const facts = await chunkFacts(tx, runId, from, to);
    if (facts.length === 0) continue;
    const created = await applyIdentityChunk(tx, runId, from, to, ctx.by);
    const idOf = (f: (typeof facts)[number]) =>
      f.action === 'create' ? created.get(Number(f.row_number))! : Number(f.before!.target_id);
    await recordUsersChanges(
      tx,
      facts.map((f) => ({ identityId: idOf(f), changes: identityChanges(f) })),
      ctx.by,
    );
    await queueVerifications(
      tx,
      deps,
      facts
        .filter((f) => f.action === 'create')
        .map((f) => ({
          id: idOf(f),
          email: f.data.email!,
          firstName: f.data.firstName!,
          language: f.data.preferredLanguage ?? 'en',
        })),
    );
    done += facts.length;
    progress(done);
  }
}

async function applyOrganizations(
  tx: Executor,
  _deps: ImportsDeps,
  ctx: AdminContext,
  runId: number,
  progress: Progress,
) {
  const before = await organizationsBefore(tx, runId);
  for await (const [from, to] of chunks(tx, runId))
    await applyOrganizationChunk(tx, runId, from, to);
  if (ctx.listScope === 'all') await includeNewLocations(tx, runId, ctx.identityId);
  const written = await applyParents(tx, runId);
  for (const [i, r] of written.entries()) {
    const changes = organizationChanges(r.key, r.data, before.get(r.key));
    await recordOrganizationChanges(tx, Number(r.target_id), changes, ctx.by);
    if ((i + 1) % CHUNK === 0 || i === written.length - 1) progress(i + 1);
  }
}

export const APPLY: Record<
  ImportContext,
  (
    tx: Executor,
    deps: ImportsDeps,
    ctx: AdminContext,
    runId: number,
    progress: Progress,
  ) => Promise<void>
> = { identities: applyIdentities, organizations: applyOrganizations };
