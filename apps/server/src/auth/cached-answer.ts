// A cached JSON answer of the signed-in user's calls with its ETag, 304 when the client's matches
// (the cache is auth/user-cache.ts; plugins/app/user-cache.ts decorates `app.sendCached`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { UserCache, UserEntry } from './user-cache.js';

export type SendCached = <T>(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    key: string;
    /** The answer is checked against it once, when it is computed. */
    schema: ZodType<T>;
    compute: (entry: UserEntry) => Promise<T>;
    validUntil?: (entry: UserEntry) => Promise<number>;
  },
) => Promise<FastifyReply>;

/** The 304 of a cached answer: the body the client holds under the ETag it sent is current. */
export const notModified = z
  .null()
  .describe('Not modified: the ETag sent in If-None-Match is current');

/** Whether If-None-Match names the ETag (a list, or `*`). */
function matches(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/** `app.sendCached` over `cache`: the answer from the request's cache entry (the guard set it). */
export function cachedSender(cache: UserCache): SendCached {
  return async (req, reply, { key, schema, compute, validUntil }) => {
    const ctx = req.cacheContext;
    if (!ctx) throw new Error('sendCached needs the guard to have run');
    const got = cache.body(ctx.entry, key, async () => {
      // The validity is read before the answer, so it never outlasts what the answer saw.
      const until = await validUntil?.(ctx.entry);
      const value = schema.parse(await compute(ctx.entry));
      return { body: JSON.stringify(value), validUntilMs: until };
    });
    const cached = got instanceof Promise ? await got : got;
    // The browser keeps the answer but asks again each time (per user, never shared caches).
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', 'authorization')
      .header('etag', cached.etag);
    if (matches(req.headers['if-none-match'], cached.etag)) return reply.code(304).send(null);
    return reply
      .type('application/json; charset=utf-8')
      .serializer((p: unknown) => p as string)
      .send(cached.body);
  };
}
