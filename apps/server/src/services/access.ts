// The principal's type for services/scim, which another branch owns: its home is auth/principal.ts;
// this re-export goes once services/scim imports it from there.
export type { Principal } from '../auth/principal.js';
