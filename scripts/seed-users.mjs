// `npm run seed -- --users N`: adds N generated users to the database (DATABASE_URL or DATA_DIR), fast:
// multi-row INSERT ... SELECT generate_series in batches, spread over every dealer location.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib.mjs';

const BATCH = 100_000;

/** Loads the server's modules from its build (built first when sources changed). */
export async function loadServer() {
  const code = await run('npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
  if (code !== 0) console.warn('warning: the server build reported errors; using the last build');
  const load = (p) => import(pathToFileURL(path.join(root, 'apps/server/dist', p)).href);
  return {
    ...(await load('config.js')),
    ...(await load('db/client.js')),
    ...(await load('db/migrate.js')),
    ...(await load('seed/seed.js')),
    drizzle: await import('drizzle-orm'),
  };
}

/**
 * Adds `count` users named s<n>.<last>@scale.example (numbered after the ones already there),
 * each at one location with its brand, region and a dealer role. Returns the seconds taken.
 */
export async function seedUsers(server, db, count, log = console.log) {
  const { sql } = server.drizzle;
  const started = Date.now();
  const first = await db.orm.execute(
    sql`SELECT coalesce(max(substring(email from 2 for position('.' in email) - 2)::int), 0) AS n
      FROM identity WHERE email LIKE 's%@scale.example'`,
  );
  const offset = Number(first.rows[0].n);
  const orgs = Number(
    (await db.orm.execute(sql`SELECT count(*)::int AS n FROM organization`)).rows[0].n,
  );
  // The trigram indexes are rebuilt once at the end rather than maintained row by row.
  const big = count >= 200_000;
  if (big) {
    await db.orm.execute(sql`DROP INDEX IF EXISTS identity_search_trgm_idx`);
    await db.orm.execute(sql`DROP INDEX IF EXISTS identity_email_trgm_idx`);
  }
  for (let done = 0; done < count; done += BATCH) {
    const from = offset + done + 1;
    const to = offset + Math.min(count, done + BATCH);
    await db.tx(async (tx) => {
      const before = Number(
        (await tx.execute(sql`SELECT coalesce(max(id), 0) AS n FROM identity`)).rows[0].n,
      );
      await tx.execute(sql`INSERT INTO identity (subject, email, first_name, last_name, job_title, user_type,
          account_type, employee_number, directory_username, last_login_at, email_verified, preferred_language, status)
        SELECT gen_random_uuid()::text,
          's' || g || '.' || lower(replace(l, ' ', '')) || '@scale.example', f, l, 'Dealer staff',
          CASE WHEN g % 10 = 0 THEN 'INTERNAL' ELSE 'EXTERNAL' END,
          CASE WHEN g % 25 = 0 THEN 'ADMINISTRATOR' ELSE 'STANDARD' END,
          'S' || lpad(g::text, 8, '0'), 'scale' || g,
          CASE WHEN g % 11 = 0 THEN NULL ELSE now() - ((g * 37) % 170) * interval '1 day' END,
          true, (ARRAY['en','de','fr','es','it','nl','pt','ko','zh'])[1 + g % 9],
          CASE WHEN g % 17 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END
        FROM generate_series(${from}::int, ${to}::int) g,
          LATERAL (SELECT (ARRAY['James','Maria','Lukas','Sofia','Chen','Aiko','Pedro','Emma','Noah','Olivia',
              'Mateo','Hana','Liam','Chloé','Jonas','Lucía','Min-jun','Giulia','Daan','Wei','Amara','Ines','Tomás','Freya',
              'Arjun','Zofia','Kwame','Elif','Ravi','Ingrid','Kenji','Nadia'])[1 + g % 32] AS f,
            (ARRAY['Smith','Müller','García','Rossi','Kim','Wang','Jansen','Dubois','Silva','Novak','Johnson','López',
              'Schmidt','Bianchi','Park','Li','de Vries','Martin','Santos','Nowak','Brown','Fischer','Moreau','Costa',
              'Okafor','Yilmaz','Sato','Haddad','Kowalski','Andersen','Petrov','Nguyen','Fernandes','Ito','Larsen',
              'Murphy','Ali','Kaur','Dvořák','Horvat','Papadopoulos','Lindqvist','Oliveira','Tanaka','Mendoza',
              'Schneider','Rahman','Weber','Hughes','Svensson'])[1 + (g / 32) % 50] AS l) names`);
      await tx.execute(sql`CREATE TEMP TABLE scale_link ON COMMIT DROP AS
        SELECT i.id AS identity_id, o.id AS organization_id, o.brand_id, o.region_code
        FROM identity i
        JOIN (SELECT id, brand_id, region_code, row_number() OVER (ORDER BY id) - 1 AS k FROM organization) o
          ON o.k = (substring(i.directory_username from 6))::int % ${orgs}
        WHERE i.id > ${before}`);
      await tx.execute(sql`INSERT INTO identity_location (identity_id, organization_id, preferred)
        SELECT identity_id, organization_id, true FROM scale_link`);
      await tx.execute(
        sql`INSERT INTO identity_brand SELECT identity_id, brand_id FROM scale_link`,
      );
      await tx.execute(
        sql`INSERT INTO identity_region SELECT identity_id, region_code FROM scale_link`,
      );
      await tx.execute(sql`INSERT INTO identity_role (identity_id, security_role_id, organization_id)
        SELECT l.identity_id, r.id, l.organization_id FROM scale_link l
        JOIN security_role r ON r.name = (ARRAY['DOCUMENT_READER','PARTS_MANAGER','WARRANTY_CLERK'])[1 + l.identity_id % 3]`);
    });
    log(`  ${to - offset} of ${count} users`);
  }
  if (big) {
    log('  rebuilding the search indexes');
    await db.orm.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS identity_search_trgm_idx ON identity USING gin (
      (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(employee_number, ''))) public.gin_trgm_ops)`),
    );
    // As migration 0024 creates it (SCIM's `co` filters on e-mail addresses).
    await db.orm.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS identity_email_trgm_idx ON identity USING gin (lower(email) public.gin_trgm_ops)`,
      ),
    );
  }
  // Statistics for the planner and a fresh visibility map (index-only scans) over the new rows.
  await db.orm.execute(sql`VACUUM ANALYZE`);
  return (Date.now() - started) / 1000;
}

async function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--users');
  const count = Number(args[i + 1]);
  if (i < 0 || !Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error('usage: node scripts/seed-users.mjs --users N   (1 to 10,000,000)');
    process.exit(2);
  }
  const server = await loadServer();
  const config = server.loadConfig();
  const db = await server.openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await server.migrate(db);
  if (await server.seedIfEmpty(db, { scale: 'demo' })) console.log('demo data created');
  console.log(`adding ${count} users to ${db.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}`);
  const seconds = await seedUsers(server, db, count);
  console.log(
    `${count} users added in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} users/s)`,
  );
  await db.close();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
