// The writes of each context's apply inside the caller's transaction: rows, audit entries and
// integration events, verification links and mails of new users.
import { LOCALES, type ImportContext, type ImportCounts } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import {
  prepareIdentityApply,
  queueImportedUserEvents,
  recordImportedUsers,
  writeIdentities,
  writeIdentityLinks,
} from '../../repositories/imports/identity-apply.js';
import {
  MARK,
  queueVerificationMails,
  type MailTemplate,
} from '../../repositories/imports/identity-mails.js';
import {
  applyOrganizationChunk,
  applyParents,
  includeNewLocations,
  organizationsBefore,
} from '../../repositories/imports/organization-apply.js';
import { rowRange } from '../../repositories/imports/run-repository.js';
import { verificationMail } from '../../mail/verification-mail.js';
import type { AdminContext } from '../users/admin-context.js';
import { verificationLink } from '../users/verification.js';
import { organizationChanges } from '../records/organization-diff.js';
import { recordOrganizationsChanges } from '../records/record-changes.js';
import type { ImportsDeps } from './deps.js';

/** Locations per chunk of an organisations apply: one progress line each. */
const CHUNK = 5000;

type Progress = (done: number) => void;

/** One context's apply: its writes in `tx` (`counts`: the run's, checked), a progress line now and then. */
type Apply = (
  tx: Executor,
  deps: ImportsDeps,
  ctx: AdminContext,
  runId: number,
  progress: Progress,
  counts: ImportCounts,
) => Promise<void>;

async function* chunks(tx: Executor, runId: number) {
  const { min, max } = await rowRange(tx, runId);
  for (let from = min; from <= max; from += CHUNK) yield [from, from + CHUNK - 1] as const;
}

/** The verification mail of each language with its name and token marked (filled per user). */
function mailTemplates(deps: ImportsDeps): MailTemplate[] {
  return LOCALES.map((lang) => {
    const m = verificationMail({
      email: '',
      firstName: MARK.name,
      language: lang,
      link: verificationLink(deps.config, MARK.token),
    });
    return { lang, subject: m.subject, text: m.text, html: m.html ?? '' };
  });
}

/**
 * The whole run in a few statements (no per-chunk reads, nothing held in the process); a
 * progress line after each step, counting rows by the step's measured share of the time.
 */
const applyIdentities: Apply = async (tx, deps, ctx, runId, progress, counts) => {
  const total = counts.create + counts.update;
  const steps: [number, () => Promise<unknown>][] = [
    // Shares measured at 100,000 new users on PostgreSQL (bench-import, 2026-11-27); the new
    // users' events, then a step of their own, are written with the users since 2026-11-28.
    [0.05, () => prepareIdentityApply(tx, runId, counts)],
    [0.4, () => writeIdentities(tx, runId, ctx.by, counts)],
    [0.22, () => writeIdentityLinks(tx, runId, counts)],
    [0.16, () => recordImportedUsers(tx, ctx.by, counts)],
    [0.03, () => queueImportedUserEvents(tx, ctx.by, counts)],
    [0.14, () => queueVerificationMails(tx, mailTemplates(deps), counts.create)],
  ];
  let share = 0;
  for (const [part, step] of steps) {
    await step();
    share += part;
    progress(Math.min(total, Math.round(total * share)));
  }
};

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
  for (let i = 0; i < written.length; i += CHUNK) {
    const slice = written.slice(i, i + CHUNK);
    await recordOrganizationsChanges(
      tx,
      slice.map((r) => ({
        organizationId: Number(r.target_id),
        changes: organizationChanges(r.key, r.data, before.get(r.key)),
      })),
      ctx.by,
    );
    progress(i + slice.length);
  }
}

export const APPLY: Record<ImportContext, Apply> = {
  identities: applyIdentities,
  organizations: applyOrganizations,
};
