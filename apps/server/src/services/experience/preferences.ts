// Global preferences: what users may change about themselves (a few profile fields, e-mail
// preferences, security question) and what they may only read; every change audited.
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
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
import { one, rows, type Database, type Executor } from '../../db/client.js';
import { textArray } from '../../db/sql.js';
import { recordUserChanges } from '../../repositories/audit-repository.js';
import { HttpError } from '../../lib/http-errors.js';
import { checked, englishText, portalText } from './validation.js';
import type { Principal } from '../access.js';
import { listUserApplications } from './applications.js';
import { roleIdsOf } from './user-scope.js';

const COLUMNS: Record<SelfEditableField, string> = {
  jobTitle: 'job_title',
  mobilePhone: 'mobile_phone',
  secondaryPhone: 'secondary_phone',
  fax: 'fax',
  preferredLanguage: 'preferred_language',
};

export async function getPreferences(
  ex: Executor,
  p: Principal,
  language: Locale,
): Promise<UserPreferences> {
  const me = await one<{
    email_preferences: string[];
    security_question: string | null;
    roles: string[];
    permission_sets: string[];
  }>(
    ex,
    sql`SELECT i.email_preferences, i.security_question,
        ARRAY(SELECT sr.display_name FROM security_role sr WHERE sr.id IN ${roleIdsOf(p.identityId)}
          ORDER BY sr.display_name) AS roles,
        ARRAY(SELECT ps.display_name FROM identity_permission_set ips JOIN permission_set ps ON ps.id = ips.permission_set_id
          WHERE ips.identity_id = i.id ORDER BY ps.display_name) AS permission_sets
      FROM identity i WHERE i.id = ${p.identityId}`,
  );
  const locations = await rows<{ id: number; name: string; city: string }>(
    ex,
    sql`SELECT o.id, o.name, o.city FROM identity_location l JOIN organization o ON o.id = l.organization_id
      WHERE l.identity_id = ${p.identityId} AND l.mode = 'INCLUDE'
      ORDER BY l.preferred DESC, o.name, o.id LIMIT 500`,
  );
  const applications = await listUserApplications(ex, p, language);
  return {
    emailPreferences: me?.email_preferences ?? [],
    securityQuestion: me?.security_question ?? null,
    roles: me?.roles ?? [],
    permissionSets: me?.permission_sets ?? [],
    applications: [...new Set(applications.map((a) => a.name))],
    locations,
    brands: p.access.brands.map(({ id, name }) => ({ id, name })),
    regions: p.access.regions,
  };
}

async function audit(
  ex: Executor,
  p: Principal,
  field: string,
  oldValue: string | null,
  newValue: string | null,
) {
  await recordUserChanges(
    ex,
    p.identityId,
    [{ operation: 'UPDATE', field, oldValue, newValue }],
    p.email,
  );
}

const touch = (p: Principal) =>
  sql`updated_at = now(), modified_by = ${p.email}, version = version + 1`;

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
  const column = sql.identifier(COLUMNS[name]);
  await db.tx(async (tx) => {
    const before = await one<{ value: string | null }>(
      tx,
      sql`SELECT ${column} AS value FROM identity WHERE id = ${p.identityId} FOR UPDATE`,
    );
    if ((before?.value ?? null) === stored) return;
    await tx.execute(
      sql`UPDATE identity SET ${column} = ${stored}, ${touch(p)} WHERE id = ${p.identityId}`,
    );
    await audit(tx, p, name, before?.value ?? null, stored);
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
  const next = known.filter((k) => keys.includes(k) || mandatory.includes(k));
  await db.tx(async (tx) => {
    const before = await one<{ prefs: string[] }>(
      tx,
      sql`SELECT email_preferences AS prefs FROM identity WHERE id = ${p.identityId} FOR UPDATE`,
    );
    const old = before?.prefs ?? [];
    if (old.join(',') === next.join(',')) return;
    await tx.execute(
      sql`UPDATE identity SET email_preferences = ${textArray(next)}, ${touch(p)} WHERE id = ${p.identityId}`,
    );
    await audit(tx, p, 'emailPreferences', old.join(','), next.join(','));
  });
}

async function patchSecurityQuestion(db: Database, p: Principal, question: string, answer: string) {
  if (!(SECURITY_QUESTION_KEYS as readonly string[]).includes(question))
    throw new HttpError(400, englishText('validation.required'), 'validation.required');
  const clean = checked<string>(securityAnswerSchema, answer);
  const answerHash = await hash(clean.toLowerCase());
  await db.tx(async (tx) => {
    const before = await one<{ question: string | null }>(
      tx,
      sql`SELECT security_question AS question FROM identity WHERE id = ${p.identityId} FOR UPDATE`,
    );
    await tx.execute(sql`UPDATE identity SET security_question = ${question}, security_answer_hash = ${answerHash},
      ${touch(p)} WHERE id = ${p.identityId}`);
    // The answer itself is never written to the audit trail.
    await audit(tx, p, 'securityQuestion', before?.question ?? null, question);
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
