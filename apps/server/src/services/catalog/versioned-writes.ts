// The write skeleton every catalogue shares: one transaction, row lock, version check, rules,
// the change itself and its audit entries.
import type { Database, Executor } from '../../db/client.js';
import { recordChange, type CatalogEntity, type Snapshot } from '../records/catalog-diff.js';
import { fromDatabaseError, notFound, staleVersion } from './errors.js';

export interface CatalogStore<I, E> {
  entity: CatalogEntity;
  /** Words for messages ("security role"). */
  what: string;
  /** Locks the row and answers its version; undefined when it does not exist. */
  lock(tx: Executor, id: number): Promise<number | undefined>;
  get(tx: Executor, id: number): Promise<E | undefined>;
  insert(tx: Executor, input: I, by: string): Promise<number>;
  update(tx: Executor, id: number, input: I, by: string): Promise<void>;
  remove(tx: Executor, id: number): Promise<void>;
  snapshot(entry: E): Snapshot;
  /** Rules on the stored input (known choices, names, cycles); `id` is undefined on creation. */
  check(tx: Executor, input: I, id: number | undefined, before: E | undefined): Promise<void>;
  /** Rules before a deletion (e.g. still in use). */
  checkRemove?(tx: Executor, entry: E): Promise<void>;
  /** Follow-up changes to other rows in the same transaction (e.g. renamed references). */
  after?(tx: Executor, before: E | undefined, after: E | undefined, by: string): Promise<void>;
}

export function versionedWrites<I, E>(db: Database, store: CatalogStore<I, E>) {
  const audit = (
    tx: Executor,
    id: number,
    before: E | undefined,
    after: E | undefined,
    by: string,
  ) =>
    recordChange(tx, {
      entityType: store.entity,
      entityId: id,
      before: before ? store.snapshot(before) : null,
      after: after ? store.snapshot(after) : null,
      changedBy: by,
    });
  const run = <T>(fn: (tx: Executor) => Promise<T>) =>
    db.tx(fn).catch((err: unknown) => Promise.reject(fromDatabaseError(err, store.what)));

  /** Locks the row and checks the caller's version (optional on deletion). */
  async function locked(tx: Executor, id: number, version: number | undefined): Promise<E> {
    const current = await store.lock(tx, id);
    if (current === undefined) throw notFound(store.what);
    if (version !== undefined && version !== current) throw staleVersion(store.what);
    return (await store.get(tx, id))!;
  }

  return {
    create: (input: I, by: string): Promise<E> =>
      run(async (tx) => {
        await store.check(tx, input, undefined, undefined);
        const id = await store.insert(tx, input, by);
        const created = (await store.get(tx, id))!;
        await audit(tx, id, undefined, created, by);
        await store.after?.(tx, undefined, created, by);
        return created;
      }),
    update: (id: number, input: I, version: number, by: string): Promise<E> =>
      run(async (tx) => {
        const before = await locked(tx, id, version);
        await store.check(tx, input, id, before);
        await store.update(tx, id, input, by);
        const after = (await store.get(tx, id))!;
        await audit(tx, id, before, after, by);
        await store.after?.(tx, before, after, by);
        return after;
      }),
    remove: (id: number, version: number | undefined, by: string): Promise<void> =>
      run(async (tx) => {
        const before = await locked(tx, id, version);
        await store.checkRemove?.(tx, before);
        await store.after?.(tx, before, undefined, by);
        await store.remove(tx, id);
        await audit(tx, id, before, undefined, by);
      }),
  };
}
