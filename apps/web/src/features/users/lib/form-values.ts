// The user form's state: blank for create, from a loaded user for edit, and back to the API payload.
import type {
  CreateUserBody,
  LocationAssignment,
  RoleAssignment,
  UserDetail,
} from '@portal/shared';

/** Text fields are plain strings in the form; the payload turns empty ones into null. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  mobilePhone: string;
  secondaryPhone: string;
  fax: string;
  userType: CreateUserBody['userType'];
  accountType: CreateUserBody['accountType'];
  preferredLanguage: CreateUserBody['preferredLanguage'];
  serialNumber: string;
  locations: LocationAssignment[];
  brandIds: number[];
  regionCodes: string[];
  roles: RoleAssignment[];
  permissionSetIds: number[];
  applicationIds: number[];
  digitalPermissions: CreateUserBody['digitalPermissions'];
  emailPreferences: CreateUserBody['emailPreferences'];
}

export type FormSection = 'profile' | 'locations' | 'roles' | 'applications' | 'emailPreferences';

/** Which section each field is edited in (for the steps, tabs and follow-up reviews). */
export const FIELD_SECTION: Record<keyof UserFormValues, FormSection> = {
  firstName: 'profile',
  lastName: 'profile',
  email: 'profile',
  jobTitle: 'profile',
  mobilePhone: 'profile',
  secondaryPhone: 'profile',
  fax: 'profile',
  userType: 'profile',
  accountType: 'profile',
  preferredLanguage: 'profile',
  serialNumber: 'profile',
  locations: 'locations',
  brandIds: 'locations',
  regionCodes: 'locations',
  roles: 'roles',
  permissionSetIds: 'roles',
  digitalPermissions: 'roles',
  applicationIds: 'applications',
  emailPreferences: 'emailPreferences',
};

export function blankValues(language: CreateUserBody['preferredLanguage']): UserFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    jobTitle: '',
    mobilePhone: '',
    secondaryPhone: '',
    fax: '',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    preferredLanguage: language,
    serialNumber: '',
    locations: [],
    brandIds: [],
    regionCodes: [],
    roles: [],
    permissionSetIds: [],
    applicationIds: [],
    digitalPermissions: [],
    emailPreferences: [],
  };
}

export function valuesFromUser(u: UserDetail): UserFormValues {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    jobTitle: u.jobTitle ?? '',
    mobilePhone: u.mobilePhone ?? '',
    secondaryPhone: u.secondaryPhone ?? '',
    fax: u.fax ?? '',
    userType: u.userType,
    accountType: u.accountType,
    preferredLanguage: u.preferredLanguage,
    serialNumber: u.serialNumber ?? '',
    locations: u.locations.map(({ organizationId, mode, preferred }) => ({
      organizationId,
      mode,
      preferred,
    })),
    brandIds: u.brandIds,
    regionCodes: u.regionCodes,
    roles: u.roles.map(({ roleId, organizationId }) => ({ roleId, organizationId })),
    permissionSetIds: u.permissionSetIds,
    applicationIds: u.applicationIds,
    digitalPermissions: u.digitalPermissions as UserFormValues['digitalPermissions'],
    emailPreferences: u.emailPreferences as UserFormValues['emailPreferences'],
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Roles held at a location the user no longer has move to the preferred one (singular ones need a choice). */
function normalizeRoles(v: UserFormValues): CreateUserBody['roles'] {
  const included = v.locations.filter((l) => l.mode === 'INCLUDE').map((l) => l.organizationId);
  const preferred =
    v.locations.find((l) => l.preferred && l.mode === 'INCLUDE')?.organizationId ??
    included[0] ??
    null;
  return v.roles.map((r) =>
    r.organizationId == null || included.includes(r.organizationId)
      ? r
      : { ...r, organizationId: preferred },
  );
}

export function toPayload(v: UserFormValues): CreateUserBody {
  return {
    ...v,
    roles: normalizeRoles(v),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    jobTitle: orNull(v.jobTitle),
    mobilePhone: orNull(v.mobilePhone),
    secondaryPhone: orNull(v.secondaryPhone),
    fax: orNull(v.fax),
    serialNumber: orNull(v.serialNumber),
  };
}

/** The sections whose values differ between two states of the form. */
export function changedSections(a: UserFormValues, b: UserFormValues): Set<FormSection> {
  const out = new Set<FormSection>();
  for (const key of Object.keys(FIELD_SECTION) as (keyof UserFormValues)[]) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) out.add(FIELD_SECTION[key]);
  }
  return out;
}

/** Follow-up reviews (spec section 4): what a change in one section asks the administrator to look at. */
export function followUps(changed: ReadonlySet<FormSection>): FormSection[] {
  const out = new Set<FormSection>();
  if (changed.has('locations')) out.add('applications');
  if (changed.has('applications')) out.add('roles');
  if (changed.has('roles') || changed.has('profile')) out.add('emailPreferences');
  return [...out];
}
