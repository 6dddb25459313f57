// What is shared by the API run's template (global-setup.ts) and the portals copied from it (setup.ts).
import pg from 'pg';

/** The schema the template database's tables live in; each copy keeps it. */
export const TEMPLATE_SCHEMA = 'portal';

/** The same server's URL with another database. */
export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
