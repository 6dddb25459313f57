// Rate limit counts for routes that limit by their own key (a SCIM client's reads and writes),
// shared by every portal process; the plugins' limits count through the same repository.
import type { Executor } from '../../db/client.js';
import { countHit as countHitRow } from '../../repositories/rate-limit-repository.js';

/** Counts one hit for `key` in its window: the hits so far and the window's remaining ms. */
export function countHit(ex: Executor, key: string, windowMs: number) {
  return countHitRow(ex, key, windowMs);
}
