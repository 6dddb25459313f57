// The per-process cache of the signed-in user's calls as `app.userCache` (auth/user-cache.ts), and
// `app.sendCached`: a cached JSON answer with its ETag, 304 when it matches (auth/cached-answer.ts).
import fp from 'fastify-plugin';
import { cachedSender, type SendCached } from '../../auth/cached-answer.js';
import { createUserCache, type CacheContext, type UserCache } from '../../auth/user-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    userCache: UserCache;
    sendCached: SendCached;
  }
  interface FastifyRequest {
    /** Set by the guard on signed-in /v2 requests. */
    cacheContext?: CacheContext;
  }
}

export default fp(
  async (app) => {
    app.decorate('userCache', createUserCache(app.db.orm, app.config.idpKind));
    app.decorate('sendCached', cachedSender(app.userCache));
  },
  { name: 'user-cache', dependencies: ['config', 'db'] },
);
