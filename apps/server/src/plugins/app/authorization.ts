// Authentication and feature checks for every /v2 route: registers the guard of auth/guard.ts.
import fp from 'fastify-plugin';
import { installGuard } from '../../auth/guard.js';

export default fp(installGuard, {
  name: 'authorization',
  dependencies: ['config', 'db', 'user-cache'],
});
