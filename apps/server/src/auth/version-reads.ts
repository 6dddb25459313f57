// Coalesced reads of the cache versions (migration 0012): every signed-in request needs its user's
// and the catalogue's versions, and instead of one query each, the requests that arrive while a
// read is under way are served together by the next one (one statement for all their subjects).
//
// Why this is exact across processes: a request only joins a read that has not started yet, and
// the read's statement takes its snapshot when it runs (autocommit, READ COMMITTED; the
// portal_cache_versions function is STABLE, so it sees the calling statement's snapshot). So the
// read a request gets starts after the request arrived and sees every transaction committed
// before that: whatever a client changed, through any process, before sending this request.
// Measured with 100 connections on the 2-core machine (one user): one read served about 50
// requests on PostgreSQL and 85 on PGlite, and the server's CPU per ui-access-data call went from
// 0.57 to 0.08 ms on PGlite (its query ran on this thread for every request) and 0.14 to 0.06 ms
// on PostgreSQL.
import type { CacheVersions } from '../repositories/experience/cache-versions-repository.js';

interface Waiter {
  resolve: (v: CacheVersions | undefined) => void;
  reject: (err: unknown) => void;
}

/** Subjects read by one statement at most; the rest wait for the next read. */
const MAX_BATCH = 500;

/**
 * `read(subject)` resolves with the subject's versions from a read that started after the call;
 * `fetch` reads many subjects in one statement. One read is under way at a time.
 */
export function coalescedVersionReads(
  fetch: (subjects: string[]) => Promise<Map<string, CacheVersions>>,
) {
  /** Requests waiting for a read that has not started, by subject. */
  let waiting = new Map<string, Waiter[]>();
  let reading = false;
  let scheduled = false;

  /**
   * The read starts in the event loop's check phase, after the poll phase has taken in every
   * request that was ready: started at once, the first request's read would run before the next
   * socket is even parsed (PGlite runs a query on this thread), one query per request again.
   */
  const schedule = () => {
    if (reading || scheduled || waiting.size === 0) return;
    scheduled = true;
    setImmediate(start);
  };

  const start = () => {
    scheduled = false;
    if (reading || waiting.size === 0) return;
    let batch = waiting;
    if (waiting.size > MAX_BATCH) {
      batch = new Map([...waiting].slice(0, MAX_BATCH));
      for (const s of batch.keys()) waiting.delete(s);
    } else {
      waiting = new Map();
    }
    reading = true;
    const settle = (each: (w: Waiter, subject: string) => void) => {
      reading = false;
      for (const [subject, ws] of batch) for (const w of ws) each(w, subject);
      schedule();
    };
    // The statement is sent now: everything in `batch` arrived before this point.
    fetch([...batch.keys()]).then(
      (found) => settle((w, s) => w.resolve(found.get(s))),
      (err: unknown) => settle((w) => w.reject(err)),
    );
  };

  return (subject: string) =>
    new Promise<CacheVersions | undefined>((resolve, reject) => {
      const ws = waiting.get(subject);
      if (ws) ws.push({ resolve, reject });
      else waiting.set(subject, [{ resolve, reject }]);
      schedule();
    });
}
