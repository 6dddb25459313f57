// The audit trail of users and organisations with its integration events: each change writes its
// entries (repositories/records/audit-entries.ts) and queues the event it amounts to
// (repositories/records/integration-events.ts), both in the caller's transaction.
import type { IntegrationEventType } from '@portal/shared';
import type { Executor } from '../../db/client.js';
import {
  writeOrganizationEntries,
  writeOrganizationsEntries,
  writeUserEntries,
  type Change,
} from '../../repositories/records/audit-entries.js';
import {
  queueOrganizationEvent,
  queueOrganizationsEvents,
  queueUserEvents,
  type QueuedEvent,
} from '../../repositories/records/integration-events.js';

export type { Change, QueuedEvent };

/** Entries of a user's history that send no event (sign-in bookkeeping, mails). */
const QUIET_OPERATIONS = [
  'VERIFICATION_SENT',
  'SESSION_ENDED',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
];

/**
 * The event a set of changes amounts to; undefined when nothing changed downstream. Its SQL form
 * for bulk imports is EVENT_OF_OPERATIONS in repositories/records/integration-events.ts.
 */
export function eventOf(
  kind: 'user' | 'organization',
  changes: readonly Change[],
): IntegrationEventType | undefined {
  const ops = new Set(changes.map((c) => c.operation));
  if (ops.has('DELETE')) return `${kind}.deleted`;
  if (ops.has('DEACTIVATE')) return `${kind}.deactivated`;
  if (ops.has('CREATE')) return `${kind}.created`;
  if (ops.has('RESYNC')) return `${kind}.resynced`;
  // A sent verification mail, an ended session or a used recovery code changes nothing the
  // systems downstream keep.
  if ([...ops].every((o) => QUIET_OPERATIONS.includes(o))) return undefined;
  return `${kind}.changed`;
}

/** Audit entries and the events of several users changed by one actor, e.g. a job. */
export async function recordUsersChanges(
  ex: Executor,
  list: readonly { identityId: number; changes: readonly Change[] }[],
  by: string,
): Promise<Map<number, QueuedEvent>> {
  const wanted = list.filter((l) => l.changes.length > 0);
  if (wanted.length === 0) return new Map();
  await writeUserEntries(ex, wanted, by);
  const events = wanted.flatMap(({ identityId, changes }) => {
    const eventType = eventOf('user', changes);
    return eventType ? [{ identityId, eventType }] : [];
  });
  return queueUserEvents(ex, events, by);
}

/** Audit entries of one user, and its event, in the caller's transaction. */
export async function recordUserChanges(
  ex: Executor,
  identityId: number,
  changes: readonly Change[],
  by: string,
): Promise<void> {
  await recordUsersChanges(ex, [{ identityId, changes }], by);
}

/** Audit entries of one organisation (location), and its event, in the caller's transaction. */
export async function recordOrganizationChanges(
  ex: Executor,
  organizationId: number,
  changes: readonly Change[],
  by: string,
): Promise<QueuedEvent | undefined> {
  if (!(await writeOrganizationEntries(ex, organizationId, changes, by))) return undefined;
  const eventType = eventOf('organization', changes);
  return eventType ? queueOrganizationEvent(ex, organizationId, eventType, by) : undefined;
}

/** Audit entries and events of many organisations changed by one actor (a bulk import). */
export async function recordOrganizationsChanges(
  ex: Executor,
  list: readonly { organizationId: number; changes: readonly Change[] }[],
  by: string,
): Promise<void> {
  await writeOrganizationsEntries(ex, list, by);
  const events = list.flatMap(({ organizationId, changes }) => {
    const eventType = changes.length > 0 ? eventOf('organization', changes) : undefined;
    return eventType ? [{ organizationId, eventType }] : [];
  });
  await queueOrganizationsEvents(ex, events, by);
}

const RESYNC: Change = { operation: 'RESYNC', field: null, oldValue: null, newValue: null };

/**
 * Force resync: an audit entry naming the caller and a `*.resynced` event with the current state.
 * Returns undefined when the record does not exist.
 */
export async function recordResync(
  ex: Executor,
  kind: 'user' | 'organization',
  id: number,
  by: string,
): Promise<QueuedEvent | undefined> {
  return kind === 'user'
    ? (await recordUsersChanges(ex, [{ identityId: id, changes: [RESYNC] }], by)).get(id)
    : recordOrganizationChanges(ex, id, [RESYNC], by);
}
