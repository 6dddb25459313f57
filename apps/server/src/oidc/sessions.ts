// A person's sessions and devices: the list the account page shows (browser and system read from
// the user agent by bowser) and ending one session or all others, each written to their history.
import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { Database } from '../db/client.js';
import {
  endSessions,
  sessionsOf,
  type SessionRow,
} from '../repositories/oidc/session-repository.js';
import { recordUserChanges, type Change } from '../services/records/record-changes.js';

export interface SessionView {
  /** A stand-in for the session id in pages and forms (the id itself is the browser's cookie). */
  key: string;
  browser: string | null;
  system: string | null;
  signedInAt: Date | null;
  lastUsedAt: Date | null;
  current: boolean;
}

const keyOf = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** Browser and system names of a user agent ("Chrome 131", "Windows 10"); null where unknown. */
function deviceOf(userAgent: string): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const ua = Bowser.parse(userAgent);
  const major = ua.browser.version?.split('.')[0];
  const browser = ua.browser.name ? [ua.browser.name, major].filter(Boolean).join(' ') : null;
  const system = ua.os.name
    ? [ua.os.name, ua.os.versionName ?? ua.os.version].filter(Boolean).join(' ')
    : null;
  return { browser, system };
}

/** The device as one phrase for the edit history (free text, never a code). */
const deviceText = (s: SessionRow) => {
  const { browser, system } = deviceOf(s.userAgent);
  return [browser, system].filter(Boolean).join(' · ') || null;
};

/** The user's sessions, this browser's first, then the most recently used. */
export async function listSessions(
  db: Database,
  subject: string,
  currentSessionId: string | undefined,
): Promise<SessionView[]> {
  const rows = await sessionsOf(db.orm, subject);
  return rows
    .map((s) => ({
      key: keyOf(s.id),
      ...deviceOf(s.userAgent),
      signedInAt: s.signedInAt,
      lastUsedAt: s.lastUsedAt,
      current: s.id === currentSessionId,
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (b.lastUsedAt?.getTime() ?? 0) - (a.lastUsedAt?.getTime() ?? 0),
    );
}

/**
 * Ends the sessions named (by key) or every session but the browser's own ('others'), audited in
 * the user's history by `by`; answers how many ended. The browser's own session is never ended
 * here (signing out does that).
 */
export async function endUserSessions(
  db: Database,
  who: { identityId: number; subject: string },
  which: { keys: readonly string[] } | 'others',
  currentSessionId: string | undefined,
  by: string,
): Promise<number> {
  return db.tx(async (tx) => {
    const all = await sessionsOf(tx, who.subject);
    const chosen = all.filter(
      (s) => s.id !== currentSessionId && (which === 'others' || which.keys.includes(keyOf(s.id))),
    );
    await endSessions(tx, who.identityId, chosen);
    const changes: Change[] = chosen.map((s) => ({
      operation: 'SESSION_ENDED',
      field: 'session',
      oldValue: deviceText(s),
      newValue: null,
    }));
    await recordUserChanges(tx, who.identityId, changes, by);
    return chosen.length;
  });
}
