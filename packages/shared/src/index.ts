// Public surface of the shared package: schemas, feature logic and constants used by server and web.
export * from './features.js';
export * from './required-action.js';
export * from './brands.js';
export * from './scopes.js';
export * from './locales.js';
export * from './routes.js';
export * from './policy.js';
export * from './schemas/access.js';
export * from './schemas/common.js';
export * from './schemas/errors.js';
export * from './schemas/experience.js';
export * from './schemas/users.js';
export * from './schemas/catalog.js';
export * from './schemas/records.js';
export * from './schemas/integrations.js';
export * from './html-allow-list.js';
