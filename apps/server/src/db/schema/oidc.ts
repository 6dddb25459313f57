// The embedded provider's storage and sign-in: its payloads, failed and known sign-ins, second
// factors, passkeys, password resets and the sessions one by one.
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz, textList } from './columns.js';
import { identity } from './users.js';

export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] })],
);

export const loginFailure = pgTable('login_failure', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  failedAt: timestamptz('failed_at').notNull().defaultNow(),
});

/** Addresses an e-mail (lower case) signed in from with the right password (migration 0016). */
export const loginKnownAddress = pgTable(
  'login_known_address',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    signedInAt: timestamptz('signed_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.ip] })],
);

/** Grants kept signed in by the password change that revoked the user's other sessions (0016). */
export const sessionKeptGrant = pgTable(
  'session_kept_grant',
  {
    subject: text('subject').notNull(),
    grantId: text('grant_id').notNull(),
    revokedAt: timestamptz('revoked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.grantId] })],
);

// 0020: second factors: an authenticator app and recovery codes (hashed).
export const identityTotp = pgTable('identity_totp', {
  identityId: integer('identity_id')
    .primaryKey()
    .references(() => identity.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  published: boolean('published').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const identityRecoveryCode = pgTable(
  'identity_recovery_code',
  {
    identityId: integer('identity_id')
      .notNull()
      .references(() => identity.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.identityId, t.codeHash] })],
);

// 0021: forgotten-password links, by the hash of their token.
export const passwordReset = pgTable('password_reset', {
  tokenHash: text('token_hash').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

// 0023: passkeys (WebAuthn credentials) and the challenge of each pending ceremony.
export const identityPasskey = pgTable('identity_passkey', {
  credentialId: text('credential_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  rpId: text('rp_id').notNull(),
  publicKey: bytea('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: textList('transports'),
  multiDevice: boolean('multi_device').notNull().default(false),
  backedUp: boolean('backed_up').notNull().default(false),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastUsedAt: timestamptz('last_used_at'),
});

export const passkeyChallenge = pgTable('passkey_challenge', {
  owner: text('owner').primaryKey(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

// 0022: sessions one by one: the grants whose sessions ended, and what the account page shows.
export const endedSession = pgTable('ended_session', {
  grantId: text('grant_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  endedAt: timestamptz('ended_at').notNull().defaultNow(),
});

export const sessionActivity = pgTable('session_activity', {
  grantId: text('grant_id').primaryKey(),
  identityId: integer('identity_id')
    .notNull()
    .references(() => identity.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent').notNull().default(''),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
});
