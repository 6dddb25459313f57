// Verification mails through a real SMTP conversation: sent at once, kept in the outbox while the server is down, sent on retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { one } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { call, tokensFor, validCreateBody } from './users-support.js';

let portal: TestPortal;
let sink: SmtpSink;
let dan: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startPortal({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Atlas Portal <no-reply@atlas.example>',
  });
  dan = (await tokensFor(portal, ['dan'])).dan;
});
afterAll(async () => {
  await portal?.close();
  await sink?.close();
});

async function createUser(email?: string) {
  const body = await validCreateBody(portal.db, email ? { email } : {});
  const res = await call(portal, dan, { method: 'POST', url: '/v2/admin/users', payload: body });
  expect(res.statusCode).toBe(201);
  return body.email;
}

const outboxRow = (to: string) =>
  one<{ sent: boolean; attempts: number; last_error: string | null }>(
    portal.db.orm,
    sql`SELECT sent_at IS NOT NULL AS sent, attempts, last_error FROM email_outbox
      WHERE to_address = ${to}`,
  );

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();

describe('verification mail over SMTP', () => {
  it('goes out at once to the new user, from MAIL_FROM, with a link that opens the set-password page', async () => {
    const email = await createUser();
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(mail.from).toBe('no-reply@atlas.example');
    expect(header(mail.raw, 'Subject')).toBe('Verify your e-mail address for the Atlas Portal');
    expect(header(mail.raw, 'From')).toBe('Atlas Portal <no-reply@atlas.example>');
    const link = /http:\/\/localhost:3999\/account\/verify\?token=[\w%-]+/.exec(
      decodeQuotedPrintable(mail.raw),
    )?.[0];
    expect(link).toBeDefined();
    const page = await portal.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Set your password');
    expect(page.body).toContain(email);
    await expect.poll(async () => (await outboxRow(email))?.sent).toBe(true);
  });

  it('stays in the outbox while the SMTP server is unreachable and is sent by the next retry', async () => {
    const port = sink.port;
    await sink.close();
    const email = await createUser();
    await portal.app.mailer.flush(); // what the retry job does, against a closed port
    expect((await outboxRow(email))?.sent).toBe(false);

    sink = await startSmtpSink(port);
    await portal.app.mailer.flush();
    const mail = await sink.waitFor((m) => m.to.includes(email));
    expect(header(mail.raw, 'To')).toBe(email);
    expect((await outboxRow(email))?.sent).toBe(true);
  });

  it('a permanently refused address is not tried again and does not hold up the mails after it', async () => {
    const refused = await createUser(`refused.${Date.now()}@dealer.example`);
    const next = await createUser();
    await sink.waitFor((m) => m.to.includes(next));
    await portal.app.mailer.flush();
    expect(await outboxRow(refused)).toMatchObject({ sent: false, attempts: 5 });
    expect((await outboxRow(refused))?.last_error).toMatch(/550/);
    expect(sink.received.some((m) => m.to.includes(refused))).toBe(false);
  });
});
