// Entry point of the one `portal` process: configuration, database, migrations, seed, HTTP server.
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { migrate, MigrationChecksumError } from './db/migrate.js';
import { seedIfEmpty } from './seed/seed.js';
import { syncTranslations } from './routes/translations.js';
import { buildApp } from './app.js';
import { startJobs } from './jobs/index.js';

async function main() {
  const started = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  let db;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  try {
    await migrate(db);
  } catch (err) {
    if (err instanceof MigrationChecksumError) {
      console.error(err.message);
      await db.close();
      process.exit(4);
    }
    throw err;
  }
  if (config.seed !== 'none')
    await seedIfEmpty(db, { scale: config.seed === 'demo' ? 'demo' : 'minimal' });
  await syncTranslations(db);
  const app = await buildApp({ config, db });
  // Daily jobs (auto-deactivation, one runner across processes), the retry of unsent mail and
  // the delivery of webhooks.
  const jobs = startJobs({ db, log: app.log, mailer: app.mailer, webhooks: config.webhooks });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    jobs.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: `${config.publicUrl}${config.basePath}/`,
      database: db.kind,
      readyInMs: Date.now() - started,
    },
    'portal ready',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
