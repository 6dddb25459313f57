// Global preferences: what users may change about themselves (a few profile fields, e-mail
// preferences, security question) and what they may only read; every change audited.
import { hash } from '../../lib/argon2.js';
import {
  ADMIN_ONLY_FIELDS,
  EMAIL_DEFINITIONS,
  NULLABLE_FIELDS,
  SECURITY_QUESTION_KEYS,
  SELF_EDITABLE_FIELDS,
  securityAnswerSchema,
  selfEditableValueSchemas,
  type Locale,
  type SelfEditableField,
  type UserPatch,
  type UserPreferences,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client.js';
import { recordUserChanges } from '../records/record-changes.js';
import {
  includedLocations,
  lockSelfColumns,
  preferenceFacts,
} from '../../repositories/experience/preferences-repository.js';
import { touchIdentity } from '../../repositories/users/user-repository.js';
import { HttpError } from '../../lib/http-errors.js';
import { checked, englishText, portalText } from './validation.js';
import type { Principal } from '../../auth/principal.js';
import { listUserApplications } from './applications.js';

export async function getPreferences(
  ex: Executor,
  p: Principal,
  language: Locale,
): Promise<UserPreferences> {
  const me = await preferenceFacts(ex, p.identityId);
  const locations = await includedLocations(ex, p.identityId, 500);
  const applications = await listUserApplications(ex, p, language);
  return {
    emailPreferences: me?.emailPreferences ?? [],
    securityQuestion: me?.securityQuestion ?? null,
    roles: me?.roles ?? [],
    permissionSets: me?.permissionSets ?? [],
    applications: [...new Set(applications.map((a) => a.name))],
    locations,
    brands: p.access.brands.map(({ id, name }) => ({ id, name })),
    regions: p.access.regions,
  };
}

/** One audit entry of a change the user made to their own record. */
function audit(
  ex: Executor,
  p: Principal,
  field: string,
  oldValue: string | null,
  newValue: string | null,
) {
  return recordUserChanges(
    ex,
    p.identityId,
    [{ operation: 'UPDATE', field, oldValue, newValue }],
    p.email,
  );
}

async function patchField(db: Database, p: Principal, field: string, value: string | null) {
  if ((ADMIN_ONLY_FIELDS as readonly string[]).includes(field))
    throw new HttpError(
      403,
      'Only an administrator can change this field. Please ask your administrator.',
      'preferences.adminOnly',
    );
  if (!(SELF_EDITABLE_FIELDS as readonly string[]).includes(field))
    throw new HttpError(400, `Unknown field "${field.slice(0, 64)}".`, 'preferences.unknownField');
  const name = field as SelfEditableField;
  const clean = checked<string>(selfEditableValueSchemas[name], value ?? '');
  const stored = clean === '' && NULLABLE_FIELDS.includes(name) ? null : clean;
  await db.tx(async (tx) => {
    const old = (await lockSelfColumns(tx, p.identityId))?.[name] ?? null;
    if (old === stored) return;
    await touchIdentity(tx, p.identityId, p.email, { [name]: stored });
    await audit(tx, p, name, old, stored);
  });
}

async function patchEmailPreferences(db: Database, p: Principal, keys: string[]) {
  const known = EMAIL_DEFINITIONS.map((d) => d.key as string);
  const unknown = keys.filter((k) => !known.includes(k));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `Unknown e-mail preference "${unknown[0]!.slice(0, 64)}".`,
      'preferences.unknownEmailPreference',
    );
  // Mandatory mails cannot be switched off.
  const mandatory = EMAIL_DEFINITIONS.filter((d) => d.mandatory).map((d) => d.key as string);
  // One list for this screen and the administrator's editor (email-kinds.ts), stored in order.
  const next = known.filter((k) => keys.includes(k) || mandatory.includes(k)).sort();
  await db.tx(async (tx) => {
    const old = (await lockSelfColumns(tx, p.identityId))?.emailPreferences ?? [];
    if (old.join(',') === next.join(',')) return;
    await touchIdentity(tx, p.identityId, p.email, { emailPreferences: next });
    await audit(tx, p, 'emailPreferences', old.join(','), next.join(','));
  });
}

async function patchSecurityQuestion(db: Database, p: Principal, question: string, answer: string) {
  if (!(SECURITY_QUESTION_KEYS as readonly string[]).includes(question))
    throw new HttpError(400, englishText('validation.required'), 'validation.required');
  const clean = checked<string>(securityAnswerSchema, answer);
  const answerHash = await hash(clean.toLowerCase());
  await db.tx(async (tx) => {
    const before = await lockSelfColumns(tx, p.identityId);
    await touchIdentity(tx, p.identityId, p.email, {
      securityQuestion: question,
      securityAnswerHash: answerHash,
    });
    // The answer itself is never written to the audit trail.
    await audit(tx, p, 'securityQuestion', before?.securityQuestion ?? null, question);
  });
}

export async function patchUser(db: Database, p: Principal, body: UserPatch): Promise<void> {
  if ('field' in body) return patchField(db, p, body.field, body.value);
  if ('emailPreferences' in body) return patchEmailPreferences(db, p, body.emailPreferences);
  return patchSecurityQuestion(db, p, body.securityQuestion, body.securityAnswer);
}

/** The security questions in a language (English where a text is missing). */
export function securityQuestions(language: Locale) {
  const t = portalText();
  return SECURITY_QUESTION_KEYS.map((key) => ({
    key,
    value: t(language, `preferences.questions.${key}`),
  }));
}
