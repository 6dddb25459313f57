// Rate-limit counting for generous limits (API reads: 1,200 a minute by default) without a
// database round trip per request: the first hit of a window in a process is counted at once and
// learns the shared count; later hits are counted here and reported to the shared row every
// 100 ms, so each process sees the others' hits within that time. Small limits stay exact.
import type { Executor } from '../../db/client.js';
import { addHits, countHit } from '../../repositories/rate-limit-repository.js';

/** Limits from this many hits a window up are counted in batches. */
export const BATCH_FROM_MAX = 1000;
const REPORT_EVERY_MS = 100;

interface Window {
  /** The shared count as last read. */
  shared: number;
  /** Hits here not yet reported. */
  pending: number;
  /** Hits here reported, their answer not back yet (counted meanwhile: a slow database would let
   * a whole round trip's hits through uncounted). */
  sent: number;
  endsAt: number;
  windowMs: number;
}

type Result = { current: number; ttl: number };

export function batchedHits(ex: Executor) {
  const windows = new Map<string, Window>();
  let timer: NodeJS.Timeout | undefined;

  const report = () => {
    timer = undefined;
    const now = Date.now();
    for (const [key, w] of windows) {
      if (w.pending === 0) {
        if (w.endsAt <= now) windows.delete(key);
        continue;
      }
      const n = w.pending;
      w.pending = 0;
      w.sent += n;
      addHits(ex, key, n, w.windowMs).then(
        (row) => {
          w.sent -= n;
          if (!row) return;
          w.shared = row.hits;
          w.endsAt = Date.now() + row.ttl_ms;
        },
        // Not lost: reported with the next batch.
        () => {
          w.sent -= n;
          w.pending += n;
        },
      );
    }
  };

  return (key: string, windowMs: number, done: (err: Error | null, r?: Result) => void) => {
    const now = Date.now();
    const w = windows.get(key);
    if (!w || w.endsAt <= now) {
      countHit(ex, key, windowMs).then((row) => {
        const ttl = row?.ttl_ms ?? windowMs;
        const hits = row?.hits ?? 1;
        // Parallel first hits each learn the count: the window keeps the hits counted here since.
        const open = windows.get(key);
        if (open && open.endsAt > Date.now()) open.shared = Math.max(open.shared, hits);
        else
          windows.set(key, {
            shared: hits,
            pending: 0,
            sent: 0,
            endsAt: Date.now() + ttl,
            windowMs,
          });
        done(null, { current: hits, ttl });
      }, done);
      return;
    }
    w.pending += 1;
    timer ??= setTimeout(report, REPORT_EVERY_MS).unref();
    done(null, { current: w.shared + w.sent + w.pending, ttl: w.endsAt - now });
  };
}
