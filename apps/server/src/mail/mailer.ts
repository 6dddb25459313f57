// Outgoing mail: queued in email_outbox inside the transaction of the change, sent by SMTP when configured.
import type { Transporter } from 'nodemailer';
import { isLocale, type Locale } from '@portal/shared';
import type { Database, Executor } from '../db/client.js';
import { claimNextMail, queueMail, releaseMail } from '../repositories/records/mail-outbox.js';

/** The addressee of a mail with a link (verification, password reset) and the link. */
export interface LinkMailTo {
  email: string;
  firstName: string;
  language: string;
  link: string;
}

/** The language a mail is written in: the addressee's, English when theirs is unknown. */
export const mailLocale = (language: string): Locale => (isLocale(language) ? language : 'en');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queues a mail with the change that causes it: if the change rolls back, no mail goes out. */
  queue(tx: Executor, mail: Mail): Promise<void>;
  /**
   * Sends what is queued through SMTP (without SMTP the mails stay in the outbox for feature:dev
   * users). Calls in one process run one after the other; it never rejects: failures are logged,
   * and a failed mail is tried again by a later call, up to MAX_ATTEMPTS times.
   */
  flush(): Promise<void>;
  /** Resolves once no sending is under way (the server waits for it before closing the database). */
  settled(): Promise<void>;
}

export const MAX_ATTEMPTS = 5;

export function createMailer(
  db: Database,
  opts: { smtpUrl: string | undefined; from: string; log?: (err: unknown) => void },
): Mailer {
  // nodemailer (about 400 kB of code) loads with the first sending, not at every start.
  let transporter: Promise<Transporter> | undefined;
  const smtp = opts.smtpUrl;
  const transport = smtp
    ? () => (transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtp)))
    : undefined;
  let running: Promise<void> = Promise.resolve();

  async function sendQueued() {
    if (!transport) return;
    for (let i = 0; i < 100; i++) {
      // Claim one mail at a time, so several processes never send the same one.
      const row = await claimNextMail(db.orm, MAX_ATTEMPTS);
      if (!row) return;
      try {
        await (
          await transport()
        ).sendMail({
          from: opts.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.bodyText,
          ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        });
      } catch (err) {
        // A permanent refusal (5xx) is not tried again; anything else waits for the next call.
        const permanent = ((err as { responseCode?: number }).responseCode ?? 0) >= 500;
        const message = String((err as Error).message ?? err).slice(0, 500);
        await releaseMail(db.orm, row.id, message, permanent ? MAX_ATTEMPTS : undefined);
        opts.log?.(err);
        if (!permanent) return;
      }
    }
  }

  return {
    async queue(tx, mail) {
      await queueMail(tx, mail);
    },
    flush() {
      const next = running.then(() => sendQueued()).catch((err: unknown) => opts.log?.(err));
      running = next;
      return next;
    },
    settled: () => running,
  };
}
