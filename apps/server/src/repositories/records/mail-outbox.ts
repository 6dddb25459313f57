// The mail outbox: queue a mail in the caller's transaction, claim the next one to send, record the
// outcome, and the newest mails for the developers' view (mails sent without SMTP).
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

export async function queueMail(
  ex: Executor,
  mail: { to: string; subject: string; text: string; html?: string | undefined },
) {
  await ex.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html ?? null,
  });
}

/**
 * Marks the oldest unsent mail (below `maxAttempts`) as sent and returns it; SKIP LOCKED lets
 * several processes claim mails at once without ever taking the same one.
 */
export async function claimNextMail(ex: Executor, maxAttempts: number) {
  const next = ex
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, maxAttempts)))
    .orderBy(emailOutbox.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await ex
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, next))
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      bodyText: emailOutbox.bodyText,
      bodyHtml: emailOutbox.bodyHtml,
    });
  return row;
}

/** A claimed mail that failed goes back to the queue; `attempts` set means no further tries. */
export async function releaseMail(ex: Executor, id: number, error: string, attempts?: number) {
  await ex
    .update(emailOutbox)
    .set({ sentAt: null, lastError: error, ...(attempts === undefined ? {} : { attempts }) })
    .where(eq(emailOutbox.id, id));
}

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

/**
 * Many mails queued at once (bulk import), in the caller's transaction. Hand-written: one
 * INSERT ... SELECT from a JSON parameter, measured much faster than multi-row VALUES slices
 * (whose query building dominated a 5,000-user chunk).
 */
export async function queueMails(
  ex: Executor,
  mails: readonly { to: string; subject: string; text: string; html?: string | undefined }[],
) {
  if (mails.length === 0) return;
  const input = mails.map((m) => ({ a: m.to, s: m.subject, t: m.text, h: m.html ?? null }));
  await ex.execute(sql`INSERT INTO email_outbox (to_address, subject, body_text, body_html)
    SELECT x.a, x.s, x.t, x.h
    FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS x(a text, s text, t text, h text)`);
}
