// Shared steps of the compliance API tests: directory ids of the seed, a digest of every table the
// compliance calls write, and a valid password change body.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DirectoryContext, MigrateLdapBody } from '@portal/shared';
import { one, rows, type Database } from '../src/db/client.js';

export const NEW_PASSWORD = 'Tr4ctor!Blue';
export const ldapBody = (over: Partial<MigrateLdapBody> = {}): MigrateLdapBody => ({
  password: NEW_PASSWORD,
  securityQuestion: 'What was the name of your first pet?',
  securityAnswer: 'Rex the dog',
  ...over,
});

export async function configId(db: Database, orgCode: string, context: DirectoryContext) {
  const row = await one<{ id: number; org: number }>(
    db.orm,
    sql`SELECT c.id, o.id AS org FROM directory_data_configuration c JOIN organization o ON o.id = c.organization_id
      WHERE o.code = ${orgCode} AND c.context = ${context}`,
  );
  return { configId: row!.id, orgId: row!.org };
}

export async function typeId(db: Database, context: DirectoryContext, name: string) {
  return (await one<{ id: number }>(
    db.orm,
    sql`SELECT id FROM directory_data_type WHERE context = ${context} AND name = ${name}`,
  ))!.id;
}

export async function actionsOf(db: Database, email: string): Promise<string[]> {
  return (await one<{ a: string[] }>(
    db.orm,
    sql`SELECT required_actions AS a FROM identity WHERE lower(email) = lower(${email})`,
  ))!.a;
}

const TABLES = [
  'identity',
  'audit_entry',
  'oidc_payload',
  'verification_token',
  'directory_data_selection',
  'directory_review',
  'job_run',
];

/** A digest of every table the compliance calls write: equal digests, unchanged data. */
export async function complianceSnapshot(db: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const list = await rows<{ r: string }>(
      db.orm,
      sql.raw(`SELECT t::text AS r FROM ${table} t ORDER BY t::text`),
    );
    hash.update(`${table}:${list.map((x) => x.r).join('\n')}`);
  }
  return hash.digest('hex');
}
