// The portal user as a SCIM User (core, Enterprise and the portal's extension) and back: a SCIM
// body becomes the editor's own fields, so the editor's validation and rules apply to it.
import { z } from 'zod';
import { LOCALES } from '@portal/shared';
import { iso } from '../../db/sql.js';
import type { ScimUserRow } from '../../repositories/scim/user-query.js';
import { CORE_USER, ENTERPRISE_USER, PORTAL_USER } from './attributes.js';
import { invalidValue } from './errors.js';

export const etagOf = (version: number) => `W/"${version}"`;

export type ScimUser = Record<string, unknown> & { id: string };

export function toScim(r: ScimUserRow, location: string): ScimUser {
  const phones = [
    [r.mobile_phone, 'mobile'],
    [r.secondary_phone, 'work'],
    [r.fax, 'fax'],
  ].filter(([v]) => v) as [string, string][];
  const preferred = r.locations.find((l) => l.preferred);
  const user: ScimUser = {
    schemas: [CORE_USER, ENTERPRISE_USER, PORTAL_USER],
    id: String(r.id),
    ...(r.external_id ? { externalId: r.external_id } : {}),
    userName: r.email,
    name: {
      formatted: `${r.first_name} ${r.last_name}`,
      givenName: r.first_name,
      familyName: r.last_name,
    },
    displayName: `${r.first_name} ${r.last_name}`,
    ...(r.job_title ? { title: r.job_title } : {}),
    preferredLanguage: r.preferred_language,
    active: r.status === 'ACTIVE',
    emails: [{ value: r.email, type: 'work', primary: true }],
    ...(phones.length ? { phoneNumbers: phones.map(([value, type]) => ({ value, type })) } : {}),
    [ENTERPRISE_USER]: {
      ...(r.employee_number ? { employeeNumber: r.employee_number } : {}),
      ...(preferred ? { organization: preferred.name } : {}),
    },
    [PORTAL_USER]: {
      userType: r.user_type,
      accountType: r.account_type,
      ...(r.directory_username ? { directoryUsername: r.directory_username } : {}),
      locations: r.locations.map((l) => ({ code: l.code, mode: l.mode, preferred: l.preferred })),
    },
    meta: {
      resourceType: 'User',
      created: iso(r.created_at),
      lastModified: iso(r.updated_at),
      version: etagOf(r.version),
      location,
    },
  };
  return user;
}

/** Entra ID sends booleans as strings ("True", "False"). */
const scimBool = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE'])
    .transform((s) => s.toLowerCase() === 'true'),
]);
const text = z.string().max(255);
const multi = z.array(
  z.looseObject({ value: text.nullish(), type: text.nullish(), primary: scimBool.nullish() }),
);

/** What a SCIM client may write; other attributes are ignored (readOnly ones, and unknown ones). */
const scimUserInput = z.looseObject({
  userName: text,
  externalId: text.nullish(),
  name: z.looseObject({ givenName: text.nullish(), familyName: text.nullish() }).nullish(),
  displayName: text.nullish(),
  title: text.nullish(),
  preferredLanguage: text.nullish(),
  active: scimBool.nullish(),
  emails: multi.nullish(),
  phoneNumbers: multi.nullish(),
  [ENTERPRISE_USER]: z.looseObject({ employeeNumber: text.nullish() }).nullish(),
  [PORTAL_USER]: z
    .looseObject({
      userType: z.enum(['INTERNAL', 'EXTERNAL']).nullish(),
      accountType: z.enum(['ADMINISTRATOR', 'STANDARD']).nullish(),
      locations: z
        .array(
          z.strictObject({
            code: text,
            mode: z.enum(['INCLUDE', 'EXCLUDE']).default('INCLUDE'),
            preferred: scimBool.default(false),
          }),
        )
        .max(1000)
        .nullish(),
    })
    .nullish(),
});

/** The portal's fields a SCIM User body carries (undefined: the body leaves them as they are). */
export interface ScimFields {
  email: string;
  /** The work (else primary) address of `emails`: a new e-mail when userName stays the same. */
  workEmail: string | undefined;
  externalId: string | null;
  firstName: string | undefined;
  lastName: string | undefined;
  jobTitle: string | null;
  mobilePhone: string | null;
  secondaryPhone: string | null;
  fax: string | null;
  preferredLanguage: (typeof LOCALES)[number] | undefined;
  active: boolean;
  serialNumber: string | null;
  userType: 'INTERNAL' | 'EXTERNAL' | undefined;
  accountType: 'ADMINISTRATOR' | 'STANDARD' | undefined;
  locations: { code: string; mode: 'INCLUDE' | 'EXCLUDE'; preferred: boolean }[] | undefined;
}

/** "en-US" and "de" alike: the primary language subtag, if the portal speaks it. */
function language(tag: string | null | undefined) {
  if (!tag) return undefined;
  const primary = tag.split(/[-_]/)[0]!.toLowerCase();
  const found = LOCALES.find((l) => l === primary);
  if (!found) throw invalidValue(`preferredLanguage ${tag} is not one of ${LOCALES.join(', ')}.`);
  return found;
}

export function fromScim(body: unknown): ScimFields {
  const parsed = scimUserInput.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalidValue(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const u = parsed.data;
  const phone = (type: string) =>
    u.phoneNumbers?.find((p) => p.type?.toLowerCase() === type)?.value ?? null;
  const ent = u[ENTERPRISE_USER];
  const ext = u[PORTAL_USER];
  return {
    email: u.userName.trim(),
    workEmail: (
      u.emails?.find((e) => e.type?.toLowerCase() === 'work') ?? u.emails?.find((e) => e.primary)
    )?.value?.trim(),
    externalId: u.externalId ?? null,
    firstName: u.name?.givenName ?? undefined,
    lastName: u.name?.familyName ?? undefined,
    jobTitle: u.title ?? null,
    mobilePhone: phone('mobile'),
    secondaryPhone: phone('work'),
    fax: phone('fax'),
    preferredLanguage: language(u.preferredLanguage),
    active: u.active ?? true,
    serialNumber: ent?.employeeNumber ?? null,
    userType: ext?.userType ?? undefined,
    accountType: ext?.accountType ?? undefined,
    locations: ext?.locations ?? undefined,
  };
}
