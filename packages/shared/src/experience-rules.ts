// Rules and constants of the signed-in experience shared by server and web (no zod here, so the
// web app's first load stays small): limits, subjects, file types, announcement order, sales redirect.

export const TEXT_MAX = 255;

export const PRIORITIES = ['highest', 'medium', 'lowest'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_DISPLAY_LOCATION = 'dealer-home';

export const DOCUMENT_SUBJECTS = [
  'General',
  'IRW',
  'Marketing',
  'Parts',
  'Sales',
  'Service',
  'Warranty',
] as const;
export type DocumentSubject = (typeof DOCUMENT_SUBJECTS)[number];

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** File types a document may have: extension and the content type it is served with. */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Profile fields users may change themselves; everything else is for administrators. */
export const SELF_EDITABLE_FIELDS = [
  'jobTitle',
  'mobilePhone',
  'secondaryPhone',
  'fax',
  'preferredLanguage',
] as const;
export type SelfEditableField = (typeof SELF_EDITABLE_FIELDS)[number];

/** Fields of the user record only an administrator changes (the server refuses them with 403). */
export const ADMIN_ONLY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'applications',
  'permissionSets',
  'permissions',
  'locations',
  'roles',
  'brands',
  'regions',
  'userType',
  'accountType',
  'status',
  'employeeNumber',
  'directoryUsername',
] as const;

/** Fields answered as null when empty. */
export const NULLABLE_FIELDS: readonly SelfEditableField[] = [
  'jobTitle',
  'mobilePhone',
  'secondaryPhone',
  'fax',
];

/** E-mail kinds: one list for both screens and the server (email-kinds.ts). */
export { EMAIL_DEFINITIONS } from './email-kinds.js';
export type { EmailKind as EmailDefinitionKey } from './email-kinds.js';

export const SECURITY_QUESTION_KEYS = [
  'firstPet',
  'birthCity',
  'firstSchool',
  'favouriteTeacher',
  'firstCar',
  'childhoodStreet',
] as const;

export const SECURITY_ANSWER_MIN = 4;

const PRIORITY_RANK: Record<Priority, number> = { highest: 0, medium: 1, lowest: 2 };

/** Highest, medium, lowest; equal priorities alphabetically by title (spec section 9). */
export function compareAnnouncements(
  a: { priority: Priority; title: string },
  b: { priority: Priority; title: string },
): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })
  );
}

/** The shown text of content that has no translation (spec section 1, content fallback). */
export const CONTENT_FALLBACK = '-';

/**
 * Access-token roles whose holders are sent from home to the sales platform (spec section 2):
 * the dealer-portal service role and the sales roles.
 */
export const SALES_REDIRECT_ROLES: readonly string[] = [
  'DEALER_PORTAL_SERVICE',
  'SALES_REPRESENTATIVE',
];

export function needsSalesRedirect(roles: unknown, hash: string): boolean {
  if (hash !== '' && hash !== '#') return false;
  return Array.isArray(roles) && roles.some((r) => SALES_REDIRECT_ROLES.includes(String(r)));
}
