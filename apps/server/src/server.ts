// The one `portal` process: configuration, database, migrations, seed, HTTP server (main.ts starts it).
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';

/** The rest of the server, loaded while the database opens. */
const loadServer = () =>
  Promise.all([
    import('./db/migrate.js'),
    import('./seed/seed.js'),
    import('./services/platform/translations.js'),
    import('./app.js'),
    import('./jobs/index.js'),
  ]);

async function main() {
  const started = Date.now();
  // Milliseconds since the process started at which each step of start-up ended (in the log).
  const at: Record<string, number> = { main: Math.round(performance.now()) };
  const mark = (step: string) => (at[step] = Math.round(performance.now()));
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
  // The database opens (PostgreSQL connects, PGlite starts in a thread of its own) while the
  // server's modules load.
  const opening = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const server = loadServer();
  // Awaited below; a failure to open the database ends the process first.
  server.catch(() => undefined);
  let db;
  try {
    db = await opening;
    mark('databaseOpen');
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  const [
    { migrate, MigrationChecksumError },
    { seedIfEmpty },
    { syncTranslations },
    { buildApp },
    { startJobs },
  ] = await server;
  mark('modulesLoaded');
  try {
    await migrate(db);
    mark('migrated');
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
  mark('seeded');
  // The translation rows are only read by requests: they sync while the application is built.
  const [app] = await Promise.all([
    buildApp({ config, db }).finally(() => mark('appBuilt')),
    syncTranslations(db).finally(() => mark('translationsSynced')),
  ]);
  // Daily jobs (auto-deactivation and required actions, one runner across processes), the retry
  // of unsent mail and the delivery of webhooks.
  const jobs = startJobs({
    db,
    log: app.log,
    mailer: app.mailer,
    compliance: app.config.compliance,
    webhooks: config.webhooks,
  });
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
  mark('listening');
  app.log.info(
    {
      url: `${config.publicUrl}${config.basePath}/`,
      database: db.kind,
      readyInMs: Date.now() - started,
      startUpMs: at,
    },
    'portal ready',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
