// A failed query is logged with its statement's first words and error code, never its parameter values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, serializeError, type Database } from './client.js';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(async () => db?.close());

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ serializers: { err: serializeError } }, stream), lines };
}

describe('logging a failed query', () => {
  it('keeps the statement name and error code and drops every value', async () => {
    const email = 'private.person@dealer.example';
    const bytes = Buffer.from('%PDF-1.7 secret file content');
    const err = await db.orm
      .execute(sql`SELECT ${email}::int AS n, ${bytes}::bytea AS upload`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const { log, lines } = capture();
    log.error({ err }, 'request failed');
    const out = lines.join('');
    expect(out).not.toContain(email);
    expect(out).not.toContain('secret file content');
    const logged = JSON.parse(out).err as Record<string, unknown>;
    expect(logged.code).toBe('22P02');
    expect(String(logged.message)).toContain('SELECT');
  });

  it('logs other errors as before', () => {
    const { log, lines } = capture();
    log.error({ err: new Error('mail server refused') }, 'sending mail failed');
    expect(JSON.parse(lines.join('')).err.message).toBe('mail server refused');
  });
});
