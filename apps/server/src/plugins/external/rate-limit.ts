// @fastify/rate-limit per route family (sign-in, token endpoint, API reads, writes, exports), counted in PostgreSQL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RateLimitFamily } from '../../config.js';
import type { Database } from '../../db/client.js';
import { countHit } from '../../repositories/rate-limit-repository.js';
import { HttpError } from '../../lib/http-errors.js';
import { BATCH_FROM_MAX, batchedHits } from './batched-hits.js';

/** The family a request's limit comes from, or undefined when it is not limited (pages, assets, health). */
export function familyOf(req: FastifyRequest, basePath: string): RateLimitFamily | undefined {
  const route = req.routeOptions.url ?? '';
  const signIn = [
    `${basePath}/oidc/interaction/:uid/login`,
    `${basePath}/oidc/interaction/:uid/passkey`,
  ];
  if (req.method === 'POST' && signIn.includes(route)) return 'signIn';
  const path = req.url.split('?')[0]!;
  const token = `${basePath}/oidc/token`;
  if (path === token || path.startsWith(`${token}/`)) return 'token';
  if (!route.startsWith(`${basePath}/v2/`)) return undefined;
  if (route.endsWith('/export')) return 'export';
  return ['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? 'apiRead' : 'apiWrite';
}

interface StoreResult {
  current: number;
  ttl: number;
}

/**
 * The plugin's custom store interface, over the rate_limit_hit table (migration 0008): one
 * statement per request, so every portal process behind a load balancer shares the counts;
 * generous limits (API reads) are counted in batches (batched-hits.ts).
 */
function postgresStore(db: Database) {
  const batched = batchedHits(db.orm);
  return class PostgresRateLimitStore {
    incr(
      key: string,
      done: (err: Error | null, result?: StoreResult) => void,
      timeWindow: number,
      max: number,
    ): void {
      if (max >= BATCH_FROM_MAX) return batched(key, timeWindow, done);
      countHit(db.orm, key, timeWindow).then(
        (row) => done(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindow }),
        (err: Error) => done(err),
      );
    }

    child() {
      return this;
    }
  };
}

const familyOfKey = (key: string) => key.slice(0, key.indexOf(':')) as RateLimitFamily;

/**
 * Keyed by the signed-in user (the guard has verified the token in onRequest) and otherwise by
 * the client's address as TRUST_PROXY derives it. Counted in preParsing: before any body is read.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const limits = config.rateLimits;
    const options: RateLimitPluginOptions = {
      global: true,
      hook: 'preParsing',
      store: postgresStore(db),
      keyGenerator: (req) => {
        const family = familyOf(req, config.basePath);
        if (!family) return '';
        const subject = req.principal?.subject;
        return `${family}:${subject ? `user:${subject}` : `address:${req.ip}`}`;
      },
      allowList: (_req, key) => key === '',
      max: (_req, key) => limits[familyOfKey(key)].max,
      timeWindow: (_req, key) => limits[familyOfKey(key)].windowMs,
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(
          429,
          `Too many requests. Try again in ${ctx.after}.`,
          'errors.tooManyRequests',
        ),
    };
    await app.register(rateLimit, options);
  },
  { name: 'portal-rate-limit', dependencies: ['config', 'db'] },
);
