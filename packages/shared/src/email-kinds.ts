// The one list of e-mail kinds a user's e-mail preferences hold: the user's own preferences
// screen, the administrator's user editor and the server (both write paths) all use it.

/** Every kind, in the order both screens show them. */
export const EMAIL_KINDS = [
  'announcements',
  'documentUpdates',
  'productUpdates',
  'serviceBulletins',
  'warrantyNotices',
  'marketing',
  'weeklyDigest',
  'accountChanges',
  'securityAlerts',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Always sent, whatever is stored: they concern the account itself. */
export const MANDATORY_EMAIL_KINDS: readonly EmailKind[] = ['accountChanges', 'securityAlerts'];

/** The kinds with their mandatory flag (GET /v2/emails/definitions). */
export const EMAIL_DEFINITIONS = EMAIL_KINDS.map((key) => ({
  key,
  mandatory: MANDATORY_EMAIL_KINDS.includes(key),
}));
