// Daily purge of security bookkeeping: login failures past the throttle's longest window, ended rate-limit windows.
import type { Database } from '../db/client.js';
import { purgeSecurityRows } from '../repositories/jobs/maintenance-repository.js';

/** Deletes what no throttle or limit looks at any more; returns how many rows went. */
export const purgeSecurityState = (db: Database): Promise<number> => purgeSecurityRows(db.orm);
