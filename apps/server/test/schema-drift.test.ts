// The Drizzle declarations of src/db/schema/ match the database the migrations build, column by column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index.js';
import { rows } from '../src/db/client.js';
import { startPortal, type TestPortal } from './helpers/setup.js';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

/** The migration runner's own bookkeeping table is not part of the application's schema. */
const RUNNER_TABLES = new Set(['schema_migration']);

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** One comparable line per column: `table.column type [not null] [default]`. */
function describeColumn(
  table: string,
  name: string,
  type: string,
  notNull: boolean,
  hasDefault: boolean,
) {
  return `${table}.${name} ${type}${notNull ? ' not null' : ''}${hasDefault ? ' default' : ''}`;
}

/** The tables of the schema module (the view and the type helpers left out). */
function tables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter(
    (v): v is PgTable => v instanceof PgTable,
  );
}

function dbType(c: DbColumn): string {
  if (c.data_type === 'ARRAY')
    return `${c.udt_name
      .replace(/^_/, '')
      .replace(/^int4$/, 'integer')
      .replace(/^int8$/, 'bigint')}[]`;
  return c.data_type;
}

function drizzleType(sqlType: string): string {
  return ({ serial: 'integer', bigserial: 'bigint' } as Record<string, string>)[sqlType] ?? sqlType;
}

describe('Drizzle schema', () => {
  it('declares every table and column of the migrated database with its type, nullability and default', async () => {
    const columns = await rows<DbColumn>(
      portal.db.orm,
      sql`SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default
            FROM information_schema.columns c
            JOIN information_schema.tables t
              ON t.table_schema = c.table_schema AND t.table_name = c.table_name
           WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
    );
    const fromDatabase = columns
      .filter((c) => !RUNNER_TABLES.has(c.table_name))
      .map((c) =>
        describeColumn(
          c.table_name,
          c.column_name,
          dbType(c),
          c.is_nullable === 'NO',
          c.column_default !== null,
        ),
      )
      .sort();

    const fromDrizzle = tables()
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map((col) =>
          describeColumn(
            config.name,
            col.name,
            drizzleType(col.getSQLType()),
            col.notNull,
            col.hasDefault || col.columnType === 'PgSerial' || col.columnType === 'PgBigSerial53',
          ),
        );
      })
      .sort();

    expect(fromDrizzle.length).toBeGreaterThan(100);
    expect(fromDrizzle).toEqual(fromDatabase);
  });

  it('declares the primary keys the migrations create', async () => {
    const keys = await rows<{ table_name: string; column_name: string }>(
      portal.db.orm,
      sql`SELECT k.table_name, k.column_name
            FROM information_schema.table_constraints c
            JOIN information_schema.key_column_usage k
              ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
           WHERE c.table_schema = current_schema() AND c.constraint_type = 'PRIMARY KEY'`,
    );
    const fromDatabase = keys
      .filter((k) => !RUNNER_TABLES.has(k.table_name))
      .map((k) => `${k.table_name}.${k.column_name}`)
      .sort();
    const fromDrizzle = tables()
      .flatMap((table) => {
        const config = getTableConfig(table);
        const single = config.columns.filter((c) => c.primary).map((c) => c.name);
        const composite = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
        return [...single, ...composite].map((c) => `${config.name}.${c}`);
      })
      .sort();
    expect(fromDrizzle).toEqual(fromDatabase);
  });
});
