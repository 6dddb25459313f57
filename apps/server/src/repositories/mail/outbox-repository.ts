// Reads of the mail outbox (the developers' view of mails sent without SMTP).
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';

/** The newest queued or sent mails, newest first. */
export function latestMails(ex: Executor, limit: number) {
  return ex
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      bodyText: emailOutbox.bodyText,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
