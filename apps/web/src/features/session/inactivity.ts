// Inactivity rules: the last activity of any tab (kept in localStorage) decides whether the
// user is active, warned that they are about to be logged out, or logged out.

export const ACTIVITY_STORAGE_KEY = 'portal-last-activity';
/** Activity is written at most this often (every event would be far too many writes). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export type InactivityPhase = 'active' | 'warning' | 'expired';

export interface InactivityTimes {
  timeoutMs: number;
  warningMs: number;
}

export function inactivityPhase(idleMs: number, times: InactivityTimes): InactivityPhase {
  if (idleMs >= times.timeoutMs) return 'expired';
  if (idleMs >= times.timeoutMs - Math.min(times.warningMs, times.timeoutMs)) return 'warning';
  return 'active';
}

/** Whole seconds left until the forced logout. */
export function secondsLeft(idleMs: number, times: InactivityTimes): number {
  return Math.max(0, Math.ceil((times.timeoutMs - idleMs) / 1000));
}

export function readLastActivity(storage: Storage = localStorage): number | null {
  try {
    const value = Number(storage.getItem(ACTIVITY_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastActivity(at: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage disabled: this tab still keeps its own time.
  }
}
