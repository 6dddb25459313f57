// Daily purge of security bookkeeping: login failures past the throttle's longest window, ended
// rate-limit windows, ended sessions no token can name any more.
import type { Database } from '../db/client.js';
import { purgeSecurityRows } from '../repositories/jobs/maintenance-repository.js';
import { purgeSessionRows } from '../repositories/oidc/session-repository.js';

/** Deletes what no throttle, limit or token check looks at any more; returns how many rows went. */
export const purgeSecurityState = async (db: Database): Promise<number> =>
  (await purgeSecurityRows(db.orm)) + (await purgeSessionRows(db.orm));
