// Scheduled jobs of the portal process: the daily run at 03:00 UTC (one runner across processes) and the mail retry.
import { Cron } from 'croner';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { runInactivityJob } from './inactivity.js';
import { purgeSecurityState } from './purge.js';
import { startWebhookRunner } from './webhook-delivery.js';
import type { WebhookSettings } from '../config.js';

export interface JobDeps {
  db: Database;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Cron pattern of the daily run (tests and operators may change it). */
  daily?: string;
  /** Mails whose sending failed are tried again every minute (nothing to do without SMTP). */
  mailer?: Mailer;
  /** Delivery of integration events to webhook subscriptions (every process polls; rows are claimed). */
  webhooks?: WebhookSettings;
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
      try {
        const purged = await purgeSecurityState(deps.db);
        deps.log.info({ purged }, 'old login failures and rate-limit windows purged');
      } catch (err) {
        deps.log.error({ err }, 'purging login failures and rate-limit windows failed');
      }
    },
  );
  const mailer = deps.mailer;
  const mailRetry = mailer
    ? new Cron('* * * * *', { protect: true }, async () => {
        try {
          await mailer.flush();
        } catch (err) {
          deps.log.error({ err }, 'mail retry failed');
        }
      })
    : undefined;
  const webhooks = deps.webhooks
    ? startWebhookRunner({ db: deps.db, settings: deps.webhooks, log: deps.log })
    : undefined;
  return {
    stop: () => {
      daily.stop();
      mailRetry?.stop();
      void webhooks?.stop();
    },
  };
}
