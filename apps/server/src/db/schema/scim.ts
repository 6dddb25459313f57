// SCIM provisioning: the clients and the externalId each gave a user.
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { identity } from './users.js';

// SCIM provisioning (migration 0019).
/** A SCIM client: its hashed bearer token and the delegated scope it provisions in. */
export const provisioningClient = pgTable('provisioning_client', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenHint: text('token_hint').notNull(),
  userType: text('user_type').$type<'INTERNAL' | 'EXTERNAL'>().notNull(),
  organizationIds: integer('organization_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  brandIds: integer('brand_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  regionCodes: text('region_codes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  roleIds: integer('role_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  expiresAt: timestamptz('expires_at').notNull(),
  lastUsedAt: timestamptz('last_used_at'),
  revokedAt: timestamptz('revoked_at'),
  /** The OAuth client's secret (SHA-256), its first characters and when it was set (0024). */
  oauthSecretHash: text('oauth_secret_hash'),
  oauthSecretHint: text('oauth_secret_hint'),
  oauthSecretSetAt: timestamptz('oauth_secret_set_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
});

/** The externalId a client gave a user it provisions (one per client and user). */
export const scimExternalId = pgTable(
  'scim_external_id',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => provisioningClient.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.identityId] })],
);
