// Scheduled jobs of the portal process: the daily run at 03:00 UTC, one runner across processes.
import { Cron } from 'croner';
import type { Database } from '../db/client.js';
import { runInactivityJob } from './inactivity.js';

export interface JobDeps {
  db: Database;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Cron pattern of the daily run (tests and operators may change it). */
  daily?: string;
}

export interface Jobs {
  stop(): void;
}

export function startJobs(deps: JobDeps): Jobs {
  const daily = new Cron(
    deps.daily ?? '0 3 * * *',
    { timezone: 'UTC', protect: true },
    async () => {
      try {
        const deactivated = await runInactivityJob(deps.db);
        // null: another portal process holds the advisory lock and does the work.
        if (deactivated !== null) deps.log.info({ deactivated }, 'daily inactivity job done');
      } catch (err) {
        deps.log.error({ err }, 'daily inactivity job failed');
      }
    },
  );
  return { stop: () => daily.stop() };
}
