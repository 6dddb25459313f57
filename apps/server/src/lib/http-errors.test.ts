// The error handler never shows a database error's statement or parameters, whatever its status.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler, isDatabaseError } from './http-errors.js';

class DrizzleQueryError extends Error {
  override name = 'DrizzleQueryError';
}

async function answerTo(err: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/', () => {
    throw err;
  });
  const res = await app.inject({ url: '/' });
  await app.close();
  return res;
}

describe('database errors in answers', () => {
  it('a failed query claiming a 4xx answers a generic 500 without its SQL or parameters', async () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      severity: 'ERROR',
      code: '22021',
    });
    const err = Object.assign(
      new DrizzleQueryError(
        'Failed query: insert into "import_run" values ($1)\nparams: a\u0000.csv',
        {
          cause: pg,
        },
      ),
      { statusCode: 400 },
    );
    expect(isDatabaseError(err)).toBe(true);
    const res = await answerTo(err);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/insert|params|import_run|UTF8/i);
    expect(res.json().message).toMatch(/Quote request id/);
  });

  it("Fastify's own 4xx keep their message", async () => {
    const err = Object.assign(new Error('Body is too large'), { statusCode: 413 });
    expect(isDatabaseError(err)).toBe(false);
    const res = await answerTo(err);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Body is too large');
  });
});
