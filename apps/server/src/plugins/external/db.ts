// Makes the open database (PGlite or PostgreSQL) available as `app.db`; main.ts opens and closes it.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
