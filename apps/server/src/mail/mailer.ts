// Outgoing mail: queued in email_outbox inside the transaction of the change, sent by SMTP when configured.
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import { one, type Database, type Executor } from '../db/client.js';
import type { emailOutbox, SqlRow } from '../db/schema.js';

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

/** bigint ids arrive as strings from node-postgres. */
type OutboxRow = Pick<
  SqlRow<typeof emailOutbox.$inferSelect>,
  'to_address' | 'subject' | 'body_text' | 'body_html'
> & { id: string | number };

export function createMailer(
  db: Database,
  opts: { smtpUrl: string | undefined; from: string; log?: (err: unknown) => void },
): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  let running: Promise<void> = Promise.resolve();

  async function sendQueued() {
    if (!transport) return;
    for (let i = 0; i < 100; i++) {
      // Claim one mail at a time, so several processes never send the same one.
      const row = await one<OutboxRow>(
        db.orm,
        sql`UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1
          WHERE id = (SELECT id FROM email_outbox WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
            ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body_text, body_html`,
      );
      if (!row) return;
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          ...(row.body_html ? { html: row.body_html } : {}),
        });
      } catch (err) {
        // A permanent refusal (5xx) is not tried again; anything else waits for the next call.
        const permanent = ((err as { responseCode?: number }).responseCode ?? 0) >= 500;
        await db.orm.execute(sql`UPDATE email_outbox SET sent_at = NULL,
            attempts = ${permanent ? sql`${MAX_ATTEMPTS}` : sql`attempts`},
            last_error = ${String((err as Error).message ?? err).slice(0, 500)}
          WHERE id = ${row.id}`);
        opts.log?.(err);
        if (!permanent) return;
      }
    }
  }

  return {
    async queue(tx, mail) {
      await tx.execute(sql`INSERT INTO email_outbox (to_address, subject, body_text, body_html)
        VALUES (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null})`);
    },
    flush() {
      const next = running.then(() => sendQueued()).catch((err: unknown) => opts.log?.(err));
      running = next;
      return next;
    },
    settled: () => running,
  };
}
