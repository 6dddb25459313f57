// Liveness and readiness probes; readiness includes a database round trip.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { databaseAnswers } from '../services/platform/health.js';

export async function registerHealth(app: FastifyInstance, db: Database, basePath: string) {
  const paths = (p: string) => (basePath ? [p, `${basePath}${p}`] : [p]);
  for (const p of paths('/healthz')) {
    app.get(p, { config: { access: { public: true } }, logLevel: 'warn' }, async () => ({
      status: 'ok',
    }));
  }
  for (const p of paths('/readyz')) {
    app.get(p, { config: { access: { public: true } }, logLevel: 'warn' }, async (_req, reply) => {
      try {
        await databaseAnswers(db);
        return { status: 'ready', database: db.kind };
      } catch {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', database: db.kind });
      }
    });
  }
}
