// Public HTML pages outside the API: e-mail verification and setting a first password.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

export async function registerAccountPages(
  _app: FastifyInstance,
  _deps: { db: Database; config: Config },
) {}
