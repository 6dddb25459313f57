// Per-process cache of what the signed-in user's calls compute (principal, home calls), keyed by the
// user's and the catalogue's versions (migration 0012): a version read that starts after the
// request arrived (coalesced with other requests', version-reads.ts) decides whether a cached
// answer is still right, so a change made through any process is seen at once.
import { createHash } from 'node:crypto';
import type { Executor } from '../db/client.js';
import {
  cacheVersionsOf,
  nextAnnouncementChange,
} from '../repositories/experience/cache-versions-repository.js';
import { loadPrincipal, type Principal } from './principal.js';
import { coalescedVersionReads } from './version-reads.js';

/** A serialised answer and its ETag; right until `validUntilMs` (time-bound answers). */
export interface CachedBody {
  body: string;
  etag: string;
  validUntilMs: number;
}

/** One user's cached state under one pair of versions. */
export interface UserEntry {
  identityId: number;
  catalogVersion: string;
  principal: Principal;
  /** The user's cached answers by key; only this user's requests ever read them. */
  bodies: Map<string, BodySlot>;
}

/** An answer being computed, and once computed the answer itself (read without a promise). */
interface BodySlot {
  made: Promise<CachedBody>;
  done?: CachedBody;
}

/** What the guard hands a request: the entry and the per-request password age anchor. */
export interface CacheContext {
  entry: UserEntry;
  passwordAnchorMs: number | null;
}

const MAX_USERS = 5_000;
const MAX_BODIES_PER_USER = 32;

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function createUserCache(ex: Executor, idpKind: string) {
  /** One entry per subject, under the versions it was loaded at; oldest first (LRU by insertion). */
  const entries = new Map<string, { versions: string; entry: Promise<UserEntry | undefined> }>();
  let clock: { catalogVersion: string; untilMs: number; next: Promise<number | null> } | undefined;
  const readVersions = coalescedVersionReads((subjects) => cacheVersionsOf(ex, subjects));

  return {
    /** The signed-in user's principal and cache entry; undefined for unknown or inactive users. */
    async context(subject: string): Promise<CacheContext | undefined> {
      const v = await readVersions(subject);
      if (!v) return undefined;
      const versions = `${v.userVersion} ${v.catalogVersion}`;
      let held = entries.get(subject);
      entries.delete(subject);
      if (held?.versions !== versions) {
        // Another version: the entry is replaced, so older versions never linger in memory.
        const entry = loadPrincipal(ex, subject, idpKind).then(
          (principal) =>
            principal && {
              identityId: principal.identityId,
              catalogVersion: v.catalogVersion,
              principal,
              bodies: new Map(),
            },
        );
        held = { versions, entry };
        entry.catch(() => entries.get(subject)?.entry === entry && entries.delete(subject));
      }
      entries.set(subject, held);
      if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!);
      const found = await held.entry;
      // An inactive user's entry stays undefined until their version changes.
      return found && found.identityId === v.identityId
        ? { entry: found, passwordAnchorMs: v.passwordAnchorMs }
        : undefined;
    },

    /**
     * The entry's answer under `key`, computed once (concurrent callers share the computation)
     * and kept while valid; `compute` gives the answer's JSON text and how long it stays right.
     * A computed answer comes back as is, not in a promise (the common case of the home calls).
     */
    body(
      entry: UserEntry,
      key: string,
      compute: () => Promise<{ body: string; validUntilMs?: number }>,
    ): CachedBody | Promise<CachedBody> {
      const slot = entry.bodies.get(key);
      if (slot?.done) {
        if (slot.done.validUntilMs > Date.now()) return slot.done;
        entry.bodies.delete(key);
      } else if (slot) {
        return slot.made.then((c) =>
          c.validUntilMs > Date.now() ? c : this.body(entry, key, compute),
        );
      }
      const made = compute().then(({ body, validUntilMs }) => ({
        body,
        etag: etagOf(body),
        validUntilMs: validUntilMs ?? Infinity,
      }));
      const fresh: BodySlot = { made };
      if (entry.bodies.size >= MAX_BODIES_PER_USER) entry.bodies.clear();
      entry.bodies.set(key, fresh);
      made.then(
        (c) => (fresh.done = c),
        () => entry.bodies.get(key) === fresh && entry.bodies.delete(key),
      );
      return made;
    },

    /**
     * Until when a list of targeted announcements read now stays right (next start or end of
     * any announcement), for the catalogue version the request read; Infinity when none is due.
     */
    async announcementsValidUntil({ catalogVersion }: UserEntry): Promise<number> {
      if (!clock || clock.catalogVersion !== catalogVersion || clock.untilMs <= Date.now()) {
        const next = nextAnnouncementChange(ex);
        clock = { catalogVersion, untilMs: Infinity, next };
        const c = clock;
        next.then(
          (ms) => (c.untilMs = ms ?? Infinity),
          () => (c.untilMs = 0),
        );
      }
      return (await clock.next) ?? Infinity;
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
