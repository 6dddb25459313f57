// Every table of apps/server/migrations declared for Drizzle, one file a domain: columns, types,
// defaults and keys. The migrations create the database; test/schema-drift.test.ts fails when
// these declarations and the migrations disagree.
export * from './platform.js';
export * from './users.js';
export * from './catalog.js';
export * from './oidc.js';
export * from './compliance.js';
export * from './records.js';
export * from './imports.js';
export * from './scim.js';
