// Makes the checked configuration available to every plugin and route as `app.config`.
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
